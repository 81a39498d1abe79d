import { describe, expect, it } from 'vitest';
import {
  type CheckoutGroup,
  decidePayBill,
  isCheckoutBlocked,
  isCheckoutDisabled,
  type PayBillDecision,
} from './checkout';
import type { OrderGroupStatus } from './enums';
import { MSG } from './messages';

const groups = (...statuses: OrderGroupStatus[]): CheckoutGroup[] =>
  statuses.map((status) => ({ status }));

describe('isCheckoutBlocked', () => {
  it.each<[string, CheckoutGroup[], boolean]>([
    ['no groups', groups(), false],
    ['only the pending cart', groups('NEW'), false],
    ['completed', groups('COMPLETED'), false],
    ['delivered counts as finished', groups('DELIVERED'), false],
    ['cancelled is ignored', groups('CANCELLED', 'COMPLETED'), false],
    ['in progress blocks', groups('COMPLETED', 'IN_PROGRESS'), true],
    ['in progress beside the cart blocks', groups('NEW', 'IN_PROGRESS'), true],
  ])('%s', (_name, list, expected) => {
    expect(isCheckoutBlocked(list)).toBe(expected);
  });
});

describe('isCheckoutDisabled', () => {
  it.each<[string, CheckoutGroup[], boolean]>([
    ['no groups', groups(), true],
    ['only a NEW group', groups('NEW'), true],
    ['two NEW groups are more than a single NEW group', groups('NEW', 'NEW'), false],
    ['one completed group', groups('COMPLETED'), false],
    ['one delivered group', groups('DELIVERED'), false],
    ['completed plus pending cart', groups('COMPLETED', 'NEW'), false],
    ['completed plus cancelled', groups('COMPLETED', 'CANCELLED'), false],
    ['only cancelled (bill shows no orders placed)', groups('CANCELLED'), false],
    ['in progress', groups('IN_PROGRESS'), true],
    ['completed plus in progress', groups('COMPLETED', 'IN_PROGRESS'), true],
    ['in progress plus pending cart', groups('IN_PROGRESS', 'NEW'), true],
  ])('%s', (_name, list, expected) => {
    expect(isCheckoutDisabled(list)).toBe(expected);
  });
});

describe('decidePayBill', () => {
  const clearing: PayBillDecision = {
    to: '/payment-in-progress-block',
    message: MSG.clearingPendingItems,
    clearCart: true,
  };

  it.each<[string, boolean, boolean, PayBillDecision]>([
    ['disabled wins over unconfirmed items', true, true, { to: '/bill-pending' }],
    ['disabled', true, false, { to: '/bill-pending' }],
    ['unconfirmed items are cleared first', false, true, clearing],
    ['ready to check out', false, false, { to: '/check-out' }],
  ])('%s', (_name, checkoutDisabled, hasUnconfirmedItems, expected) => {
    expect(decidePayBill({ checkoutDisabled, hasUnconfirmedItems })).toEqual(expected);
  });

  it('shows the spec wording while clearing', () => {
    expect(decidePayBill({ checkoutDisabled: false, hasUnconfirmedItems: true })).toMatchObject({
      message: 'Please wait, We are clearing your pending items in cart!',
    });
  });
});
