import { describe, expect, it } from 'vitest';
import { ZCallWaiterQuery } from './call-waiter';

const query = (callWaiterReasons: unknown) => ({
  orderId: '12',
  callWaiter: 'true',
  callWaiterReasons,
});

describe('ZCallWaiterQuery', () => {
  it.each([
    ['one value', 'WATER', ['WATER']],
    ['a repeated key (parsed to an array)', ['WATER', 'CUTLERY'], ['WATER', 'CUTLERY']],
    ['a comma-separated value', 'WATER,CUTLERY', ['WATER', 'CUTLERY']],
    [
      'both forms mixed, with blanks and repeats',
      ['WATER, CLEAN_UP', 'WATER', ''],
      ['WATER', 'CLEAN_UP'],
    ],
  ])('reads %s', (_form, reasons, expected) => {
    expect(ZCallWaiterQuery.parse(query(reasons))).toEqual({
      orderId: 12,
      callWaiter: true,
      callWaiterReasons: expected,
    });
  });

  it.each([
    ['no reason', undefined, 'must name at least one reason'],
    ['an empty value', '', 'must name at least one reason'],
    ['an unknown reason', 'WATER,NAPKINS', undefined],
    ['a non-string', 3, undefined],
  ])('rejects %s, naming the field', (_case, reasons, message) => {
    const issue = ZCallWaiterQuery.safeParse(query(reasons)).error?.issues[0];
    expect(issue?.path[0]).toBe('callWaiterReasons');
    if (message) expect(issue?.message).toBe(message);
  });

  it("reads callWaiter 'false' as false (not as a truthy string)", () => {
    expect(ZCallWaiterQuery.parse({ ...query('WATER'), callWaiter: 'false' }).callWaiter).toBe(
      false,
    );
  });
});
