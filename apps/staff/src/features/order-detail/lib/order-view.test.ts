import { describe, expect, it } from 'vitest';
import { fixtureGroup, fixtureItem, fixtureOrder } from './order.fixture';
import {
  addOnLabels,
  canCancelItem,
  canCompleteGroup,
  canDeliverItem,
  finishedBanner,
  hasOpenCall,
  isOrderFinished,
  orderSections,
  orderStatusBadge,
} from './order-view';

describe('order states', () => {
  it('names a finished order by how it ended', () => {
    const closed = fixtureOrder({ status: 'COMPLETED', isSystemCompleted: true });
    const paid = fixtureOrder({ status: 'COMPLETED' });
    const voided = fixtureOrder({ status: 'COMPLETED', isVoid: true });
    expect(orderStatusBadge(closed).label).toBe('Closed');
    expect(orderStatusBadge(paid).label).toBe('Paid');
    expect(orderStatusBadge(voided).label).toBe('Void');
    expect(finishedBanner(closed)).toMatch(/closed without payment/);
    expect(finishedBanner(voided)).toMatch(/voided/);
    for (const order of [closed, paid, voided]) expect(isOrderFinished(order)).toBe(true);
  });

  it('keeps an open order changeable, even at checkout', () => {
    const order = fixtureOrder({ status: 'CHECKOUT' });
    expect(isOrderFinished(order)).toBe(false);
    expect(finishedBanner(order)).toBeNull();
    expect(orderStatusBadge(order)).toEqual({ label: 'Checking out', tone: 'checkout' });
  });

  it('sees a call waiter request by its flag, status or reasons', () => {
    expect(hasOpenCall(fixtureOrder())).toBe(false);
    expect(hasOpenCall(fixtureOrder({ callWaiter: true, callWaiterReasons: ['WATER'] }))).toBe(
      true,
    );
    expect(hasOpenCall(fixtureOrder({ callWaiterStatus: 'REQUESTED' }))).toBe(true);
  });
});

describe('item and group actions', () => {
  it('delivers only confirmed portions still on their way', () => {
    expect(canDeliverItem(fixtureItem())).toBe(true);
    expect(canDeliverItem(fixtureItem({ status: 'DELIVERED' }))).toBe(false);
    expect(canDeliverItem(fixtureItem({ status: 'NEW' }))).toBe(false);
  });

  it('cancels confirmed portions left on the bill, never the cart', () => {
    expect(canCancelItem(fixtureItem())).toBe(true);
    expect(canCancelItem(fixtureItem({ status: 'DELIVERED' }))).toBe(true);
    expect(canCancelItem(fixtureItem({ status: 'NEW' }))).toBe(false);
    expect(canCancelItem(fixtureItem({ status: 'CANCELLED', quantity: 0 }))).toBe(false);
  });

  it('completes a group that is confirmed and not yet completed', () => {
    expect(canCompleteGroup(fixtureGroup())).toBe(true);
    expect(canCompleteGroup(fixtureGroup({ status: 'COMPLETED' }))).toBe(false);
    expect(canCompleteGroup(fixtureGroup({ status: 'CANCELLED' }))).toBe(false);
  });

  it('counts add-ons only past one', () => {
    const item = fixtureItem({
      orderItemModifierQuantityMappings: [
        { orderItemCustomerModifierMappingId: 1, modifierQuantity: 1, modifierName: 'Mint' },
        { orderItemCustomerModifierMappingId: 2, modifierQuantity: 2, modifierName: 'Cheese' },
      ],
    });
    expect(addOnLabels(item)).toEqual(['Mint', 'Cheese × 2']);
  });
});

describe('orderSections', () => {
  it("splits the guests' cart from the confirmed groups, in number order", () => {
    const cartItem = fixtureItem({ id: 9, status: 'NEW' });
    const removed = fixtureItem({ id: 10, status: 'NEW', quantity: 0 });
    const second = fixtureGroup({ id: 3, orderNumber: 2 });
    const first = fixtureGroup({ id: 2, orderNumber: 1 });
    const cart = fixtureGroup({ id: 4, status: 'NEW', orderItems: [cartItem, removed] });
    const sections = orderSections([second, cart, first]);
    expect(sections.cart.map((item) => item.id)).toEqual([9]);
    expect(sections.confirmed.map((group) => group.id)).toEqual([2, 3]);
  });

  it('keeps a wholly cancelled line of a confirmed group on show', () => {
    const cancelled = fixtureItem({
      id: 5,
      status: 'CANCELLED',
      quantity: 0,
      cancelledQuantity: 2,
    });
    const [group] = orderSections([fixtureGroup({ orderItems: [cancelled] })]).confirmed;
    expect(group?.orderItems.map((item) => item.id)).toEqual([5]);
  });
});
