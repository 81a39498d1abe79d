import { LOGOUT_REDIRECT_MS } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  checkoutAction,
  exitTarget,
  isWaitingPage,
  logoutAction,
  missedCheckoutAction,
  normalizeRoute,
  orderAction,
  readsOrder,
  voidAction,
} from './watch-rules';

const open = { status: 'IN_PROGRESS', isSystemCompleted: false, isVoid: false } as const;
const paid = { status: 'COMPLETED', isSystemCompleted: false, isVoid: false } as const;
const closed = { status: 'COMPLETED', isSystemCompleted: true, isVoid: false } as const;
const voided = { status: 'COMPLETED', isSystemCompleted: false, isVoid: true } as const;

describe('normalizeRoute', () => {
  it('reads / as the customer-details page and drops trailing slashes', () => {
    expect(normalizeRoute('/')).toBe('/customer-details');
    expect(normalizeRoute('')).toBe('/customer-details');
    expect(normalizeRoute('/home/')).toBe('/home');
    expect(normalizeRoute('/check-out')).toBe('/check-out');
  });
});

describe('route sets', () => {
  it('does not read the order on the identity pages and the payment result pages', () => {
    for (const route of ['/customer-details', '/verify-otp', '/enter-name', '/verify-pin']) {
      expect(readsOrder(route)).toBe(false);
    }
    expect(readsOrder('/payment-status')).toBe(false);
    expect(readsOrder('/payment-confirmation')).toBe(false);
    expect(readsOrder('/home')).toBe(true);
    expect(readsOrder('/check-out')).toBe(true);
  });

  it('re-reads the order every 3 minutes only where the guest waits for the bill', () => {
    expect(isWaitingPage('/payment-in-progress-block')).toBe(true);
    expect(isWaitingPage('/check-out')).toBe(true);
    expect(isWaitingPage('/bill-pending')).toBe(true);
    expect(isWaitingPage('/home')).toBe(false);
  });
});

describe('orderAction', () => {
  it('leaves an open order alone', () => {
    expect(orderAction(open, '/home')).toBeNull();
    expect(orderAction(open, '/check-out')).toBeNull();
  });

  it('sends a paid order to /payment-status at once from the ordering pages', () => {
    for (const route of ['/customer-details', '/home', '/category', '/re-order', '/order']) {
      expect(orderAction(paid, route)).toEqual({ kind: 'go', to: '/payment-status' });
    }
  });

  it('sends a staff-closed order to /session-expired', () => {
    expect(orderAction(closed, '/home')).toEqual({ kind: 'go', to: '/session-expired' });
  });

  it('waits 4 s on the block page before /payment-status', () => {
    expect(orderAction(paid, '/payment-in-progress-block')).toEqual({
      kind: 'leave',
      delayMs: 4000,
      to: '/payment-status',
    });
  });

  it('leaves the bill pages like the logout event once the order is completed', () => {
    expect(orderAction(paid, '/check-out')).toEqual({
      kind: 'leave',
      delayMs: LOGOUT_REDIRECT_MS,
      to: '/payment-status',
    });
    expect(orderAction(closed, '/bill-pending')).toEqual({
      kind: 'leave',
      delayMs: LOGOUT_REDIRECT_MS,
      to: '/session-expired',
    });
  });

  it('blocks a void order everywhere but on the block page itself', () => {
    expect(orderAction(voided, '/home')).toEqual({
      kind: 'go',
      to: '/payment-in-progress-block',
      message: MSG.orderVoided,
    });
    expect(orderAction(voided, '/check-out')?.kind).toBe('go');
    expect(orderAction(voided, '/payment-in-progress-block')).toBeNull();
  });

  it('does nothing on the payment result pages and /session-expired', () => {
    for (const route of ['/payment-confirmation', '/payment-status', '/session-expired']) {
      expect(orderAction(voided, route)).toBeNull();
      expect(orderAction(paid, route)).toBeNull();
    }
  });
});

describe('checkoutAction', () => {
  it('blocks the other guests with the customer text', () => {
    expect(checkoutAction({ customerId: 7 }, 3, '/home', false)).toEqual({
      kind: 'go',
      to: '/payment-in-progress-block',
      message: MSG.checkoutByCustomer,
    });
  });

  it('leaves the guest who asked for the bill where they are', () => {
    expect(checkoutAction({ customerId: 3 }, 3, '/check-out', false)).toBeNull();
  });

  it('blocks everybody when the waiter starts the checkout', () => {
    expect(checkoutAction({ customerId: null }, 3, '/check-out', false)).toEqual({
      kind: 'go',
      to: '/payment-in-progress-block',
      message: MSG.checkoutByWaiter,
    });
  });

  it('does not interrupt a guest clearing their cart on the way to the bill', () => {
    expect(checkoutAction({ customerId: 7 }, 3, '/payment-in-progress-block', true)).toBeNull();
    expect(checkoutAction({ customerId: 7 }, 3, '/payment-in-progress-block', false)?.kind).toBe(
      'go',
    );
  });

  it('does nothing on the payment result pages', () => {
    expect(checkoutAction({ customerId: null }, 3, '/payment-confirmation', false)).toBeNull();
  });
});

describe('logout and void events', () => {
  it('leave after 4 s, asking the order where to when the time is up', () => {
    expect(logoutAction('/home')).toEqual({ kind: 'leave', delayMs: 4000 });
    expect(logoutAction('/payment-confirmation')).toBeNull();
  });

  it('send a void order to the block page with its text', () => {
    expect(voidAction('/order')).toEqual({
      kind: 'go',
      to: '/payment-in-progress-block',
      message: MSG.orderVoided,
    });
    expect(voidAction('/payment-status')).toBeNull();
  });

  it('exit to the receipt unless staff closed the order', () => {
    expect(exitTarget(paid)).toBe('/payment-status');
    expect(exitTarget(closed)).toBe('/session-expired');
    expect(exitTarget(undefined)).toBe('/payment-status');
  });
});

// Issue 12, defect 9: a checkout event lost before the socket joined, read from the order.
describe('missedCheckoutAction', () => {
  const byWaiter = { ...open, status: 'CHECKOUT', checkoutCustomerId: null } as const;
  const byOther = { ...open, status: 'REQUEST_BILL', checkoutCustomerId: 9 } as const;
  const mine = { ...open, status: 'REQUEST_BILL', checkoutCustomerId: 2 } as const;
  const BLOCK = '/payment-in-progress-block';

  it('acts like the event when a checkout began since the last read', () => {
    expect(missedCheckoutAction(null, byWaiter, 2, '/home', false)).toEqual({
      kind: 'go',
      to: BLOCK,
      message: MSG.checkoutByWaiter,
    });
    expect(missedCheckoutAction(null, byOther, 2, '/order', false)).toEqual({
      kind: 'go',
      to: BLOCK,
      message: MSG.checkoutByCustomer,
    });
    // The waiter takes over the bill this guest asked for.
    expect(missedCheckoutAction('REQUEST_BILL:2', byWaiter, 2, '/check-out', false)?.kind).toBe(
      'go',
    );
  });

  it('leaves alone the first read, an unchanged checkout, the own bill and the block page', () => {
    expect(missedCheckoutAction(undefined, byWaiter, 2, '/home', false)).toBeNull();
    expect(missedCheckoutAction('CHECKOUT:waiter', byWaiter, 2, '/home', false)).toBeNull();
    expect(missedCheckoutAction(null, mine, 2, '/check-out', false)).toBeNull();
    expect(missedCheckoutAction(null, byWaiter, 2, BLOCK, false)).toBeNull();
    expect(
      missedCheckoutAction(null, { ...open, checkoutCustomerId: null }, 2, '/home', false),
    ).toBeNull();
  });
});
