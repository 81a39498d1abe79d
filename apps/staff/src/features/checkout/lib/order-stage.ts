import type { TBill } from '@tableside/shared/contract/bill';
import type { TOrder } from '@tableside/shared/contract/order';
import { isCheckoutBlocked, isCheckoutDisabled } from '@tableside/shared/domain/checkout';

/** Where an order is on its way to being settled, as the checkout screen tells it. */
export type OrderStage = 'ordering' | 'bill-requested' | 'checkout' | 'paid' | 'closed' | 'voided';

export function orderStage(
  order: Pick<TOrder, 'status' | 'isVoid' | 'isSystemCompleted'>,
): OrderStage {
  if (order.isVoid) return 'voided';
  if (order.status === 'COMPLETED') return order.isSystemCompleted ? 'closed' : 'paid';
  if (order.status === 'CHECKOUT') return 'checkout';
  if (order.status === 'REQUEST_BILL') return 'bill-requested';
  return 'ordering';
}

/** Status text (never colour alone) and the state colour of tokens.css it is shown in. */
export const STAGE_DISPLAY: Record<OrderStage, { label: string; tone: string }> = {
  ordering: { label: 'Ordering', tone: 'open' },
  'bill-requested': { label: 'Bill requested', tone: 'unverified' },
  checkout: { label: 'In checkout', tone: 'checkout' },
  paid: { label: 'Paid', tone: 'free' },
  closed: { label: 'Closed without payment', tone: 'idle' },
  voided: { label: 'Voided', tone: 'idle' },
};

/** The order still takes a discount, a checkout or a payment. */
export const isStageOpen = (stage: OrderStage) =>
  stage === 'ordering' || stage === 'bill-requested' || stage === 'checkout';

/** Checkout stops the table ordering; starting it twice changes nothing, so it is offered once. */
export const canStageStartCheckout = (stage: OrderStage) =>
  stage === 'ordering' || stage === 'bill-requested';

export type SettleProblem = 'being-served' | 'nothing-to-bill' | 'nothing-to-pay';

/**
 * Why the bill cannot be settled yet, by the server's rule (checkout-guard): a confirmed
 * group still being served, or nothing confirmed to bill. A bill discounted to ₹0 has
 * nothing to take a payment for (the server takes only amounts above 0).
 */
export function settleProblem(
  order: Pick<TOrder, 'orderGroups'>,
  bill: Pick<TBill, 'orderItems' | 'payableAmount'>,
): SettleProblem | null {
  if (isCheckoutBlocked(order.orderGroups)) return 'being-served';
  if (isCheckoutDisabled(order.orderGroups) || bill.orderItems.length === 0) {
    return 'nothing-to-bill';
  }
  if (bill.payableAmount <= 0) return 'nothing-to-pay';
  return null;
}

export const SETTLE_PROBLEM_TEXT: Record<SettleProblem, string> = {
  'being-served':
    'Some orders are still being served. Mark them delivered or completed before checkout.',
  'nothing-to-bill': 'Nothing confirmed to bill yet.',
  'nothing-to-pay':
    'The bill is fully discounted: there is nothing to take a payment for. A manager can close the table without payment.',
};
