import { describe, expect, it } from 'vitest';
import { canStageStartCheckout, isStageOpen, orderStage, settleProblem } from './order-stage';

const order = (status: 'NEW' | 'IN_PROGRESS' | 'REQUEST_BILL' | 'CHECKOUT' | 'COMPLETED') => ({
  status,
  isVoid: false,
  isSystemCompleted: false,
});

describe('orderStage', () => {
  it('follows the order status', () => {
    expect(orderStage(order('NEW'))).toBe('ordering');
    expect(orderStage(order('IN_PROGRESS'))).toBe('ordering');
    expect(orderStage(order('REQUEST_BILL'))).toBe('bill-requested');
    expect(orderStage(order('CHECKOUT'))).toBe('checkout');
    expect(orderStage(order('COMPLETED'))).toBe('paid');
  });

  it('tells a payment from a close without payment and a void', () => {
    expect(orderStage({ ...order('COMPLETED'), isSystemCompleted: true })).toBe('closed');
    expect(orderStage({ ...order('COMPLETED'), isVoid: true })).toBe('voided');
  });

  it('offers checkout once, and nothing after the order ended', () => {
    expect(canStageStartCheckout('ordering')).toBe(true);
    expect(canStageStartCheckout('bill-requested')).toBe(true);
    expect(canStageStartCheckout('checkout')).toBe(false);
    expect(isStageOpen('checkout')).toBe(true);
    for (const stage of ['paid', 'closed', 'voided'] as const) {
      expect(isStageOpen(stage)).toBe(false);
      expect(canStageStartCheckout(stage)).toBe(false);
    }
  });
});

describe('settleProblem', () => {
  const line = { itemName: 'Masala Papad', servingSizeName: 'Regular', quantity: 1, price: 120 };
  const bill = { orderItems: [line], payableAmount: 126 };
  const groups = (...statuses: ('NEW' | 'IN_PROGRESS' | 'DELIVERED' | 'CANCELLED')[]) => ({
    orderGroups: statuses.map((status, index) => ({
      id: index + 1,
      status,
      orderNumber: index + 1,
      orderItems: [],
      confirmedAt: null,
    })),
  });

  it('lets a served order settle, a pending cart aside', () => {
    expect(settleProblem(groups('DELIVERED', 'NEW'), bill)).toBeNull();
  });

  it('waits for groups still being served', () => {
    expect(settleProblem(groups('DELIVERED', 'IN_PROGRESS'), bill)).toBe('being-served');
  });

  it('has nothing to bill before a confirmed order', () => {
    expect(settleProblem(groups('NEW'), { orderItems: [], payableAmount: 0 })).toBe(
      'nothing-to-bill',
    );
    expect(settleProblem(groups('CANCELLED'), { orderItems: [], payableAmount: 0 })).toBe(
      'nothing-to-bill',
    );
  });

  it('has nothing to pay on a bill discounted to zero', () => {
    expect(settleProblem(groups('DELIVERED'), { ...bill, payableAmount: 0 })).toBe(
      'nothing-to-pay',
    );
  });
});
