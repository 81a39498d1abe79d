import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './enums';
import { MSG } from './messages';
import {
  type BlockRedirect,
  checkoutEventRedirect,
  type OrderRedirect,
  orderRedirect,
  type RedirectableOrder,
} from './order-redirects';

const order = (status: OrderStatus, extra: Partial<RedirectableOrder> = {}): RedirectableOrder => ({
  status,
  ...extra,
});
const voided: OrderRedirect = { to: '/payment-in-progress-block', message: MSG.orderVoided };
const paid: OrderRedirect = { to: '/payment-status', delayMs: 0 };
const expired: OrderRedirect = { to: '/session-expired' };

describe('orderRedirect', () => {
  const leftRoutes = ['/customer-details', '/home', '/category', '/re-order', '/order'];

  it.each(leftRoutes)('completed on %s goes to /payment-status', (route) => {
    expect(orderRedirect(order('COMPLETED'), route)).toEqual(paid);
  });

  it.each(leftRoutes)('system-completed on %s goes to /session-expired', (route) => {
    expect(orderRedirect(order('COMPLETED', { isSystemCompleted: true }), route)).toEqual(expired);
  });

  it.each<[string, RedirectableOrder, string, OrderRedirect | null]>([
    ['completed elsewhere stays', order('COMPLETED'), '/check-out', null],
    ['completed on search stays', order('COMPLETED'), '/search', null],
    ['route match is exact', order('COMPLETED'), '/home/', null],
    [
      'completed on the block page waits 4 s',
      order('COMPLETED', { isSystemCompleted: true }),
      '/payment-in-progress-block',
      { to: '/payment-status', delayMs: 4000 },
    ],
    ['void on home', order('IN_PROGRESS', { isVoid: true }), '/home', voided],
    ['void beats completed', order('COMPLETED', { isVoid: true }), '/order', voided],
    ['void elsewhere', order('CHECKOUT', { isVoid: true }), '/check-out', voided],
    [
      'void on the block page stays',
      order('NEW', { isVoid: true }),
      '/payment-in-progress-block',
      null,
    ],
    ['open order', order('IN_PROGRESS', { isVoid: false }), '/home', null],
    ['checkout status alone', order('CHECKOUT'), '/home', null],
    ['request bill', order('REQUEST_BILL'), '/order', null],
  ])('%s', (_name, o, route, expected) => {
    expect(orderRedirect(o, route)).toEqual(expected);
  });

  it('uses the spec wording for a void order', () => {
    expect(orderRedirect(order('NEW', { isVoid: true }), '/home')).toEqual({
      to: '/payment-in-progress-block',
      message: 'You cannot access this order anymore!',
    });
  });
});

describe('checkoutEventRedirect', () => {
  const byWaiter: BlockRedirect = {
    to: '/payment-in-progress-block',
    message: MSG.checkoutByWaiter,
  };
  const byCustomer: BlockRedirect = {
    to: '/payment-in-progress-block',
    message: MSG.checkoutByCustomer,
  };

  it.each<[string, number | null, number | null | undefined, BlockRedirect | null]>([
    ['my own checkout', 7, 7, null],
    ['another customer', 8, 7, byCustomer],
    ['a customer while I am unknown', 8, undefined, byCustomer],
    ['a waiter', null, 7, byWaiter],
    ['a waiter while I am unknown', null, null, byWaiter],
  ])('%s', (_name, customerId, me, expected) => {
    expect(checkoutEventRedirect({ customerId }, me)).toEqual(expected);
  });

  it.each<[number | null, string]>([
    [null, 'The waiter is processing your payment!'],
    [8, 'cannot place orders as table is being checked out'],
  ])('uses the spec wording (customer %s)', (customerId, text) => {
    expect(checkoutEventRedirect({ customerId }, 7)?.message).toBe(text);
  });
});
