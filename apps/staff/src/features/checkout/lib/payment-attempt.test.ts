import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { attemptFor, mayHaveBeenRecorded } from './payment-attempt';

describe('attemptFor', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;
  const cash = { method: 'CASH' as const, amount: 1250 };

  it('starts an attempt with a new key', () => {
    const first = attemptFor(null, cash, newKey);
    expect(first.key).toMatch(/^key-\d+$/);
  });

  it('keeps the key when the same payment is sent again', () => {
    const first = attemptFor(null, cash, newKey);
    expect(attemptFor(first, { ...cash }, newKey)).toBe(first);
  });

  it('takes a new key when the method or the amount changed', () => {
    const first = attemptFor(null, cash, newKey);
    expect(attemptFor(first, { ...cash, method: 'UPI' }, newKey).key).not.toBe(first.key);
    expect(attemptFor(first, { ...cash, amount: 1300 }, newKey).key).not.toBe(first.key);
  });
});

describe('mayHaveBeenRecorded', () => {
  it('is true when no answer came or the server failed', () => {
    expect(mayHaveBeenRecorded(new ApiError('No connection', 0))).toBe(true);
    expect(mayHaveBeenRecorded(new ApiError('Bad gateway', 502))).toBe(true);
    expect(mayHaveBeenRecorded(new TypeError('boom'))).toBe(true);
  });

  it('is false when the server refused the payment', () => {
    expect(mayHaveBeenRecorded(new ApiError('amount: must be the payable amount', 409))).toBe(
      false,
    );
    expect(mayHaveBeenRecorded(new ApiError('Forbidden', 403))).toBe(false);
  });
});
