import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './database-busy';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseBusy', () => {
  it('knows a pool that had no connection in time, bare or wrapped by the query builder', () => {
    const pool = new Error('timeout exceeded when trying to connect');
    expect(isDatabaseBusy(pool)).toBe(true);
    expect(isDatabaseBusy(new Error('Failed query: select 1', { cause: pool }))).toBe(true);
  });

  it('knows a statement the statement timeout cancelled', () => {
    const cancelled = withCode('canceling statement due to statement timeout', '57014');
    expect(isDatabaseBusy(new Error('Failed query: update orders', { cause: cancelled }))).toBe(
      true,
    );
  });

  it('leaves every other failure a failure', () => {
    expect(isDatabaseBusy(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseBusy(new Error('connection terminated unexpectedly'))).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});
