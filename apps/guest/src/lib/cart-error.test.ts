import { MSG } from '@tableside/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { cartErrorOutcome } from './cart-error';

const answered = (message: string) => new ApiError('HTTP_ERROR', message, 409);

describe('cartErrorOutcome', () => {
  it('blocks ordering when the order is no longer NEW', () => {
    expect(cartErrorOutcome(answered(MSG.orderNotNew))).toBe('blocked');
  });

  it('reloads when the line or group moved on', () => {
    expect(cartErrorOutcome(answered(MSG.orderItemAlreadyConfirmed))).toBe('reload');
    expect(cartErrorOutcome(answered(MSG.groupInProgressCannotModify))).toBe('reload');
    expect(cartErrorOutcome(answered('OrderGroup with ID 12 is already in progress.'))).toBe(
      'reload',
    );
  });

  it('shows anything else, including network failures carrying the same text', () => {
    expect(cartErrorOutcome(answered('Something else'))).toBe('toast');
    expect(cartErrorOutcome(new ApiError('FETCH_ERROR', MSG.orderNotNew))).toBe('toast');
    expect(cartErrorOutcome(new Error('boom'))).toBe('toast');
  });
});
