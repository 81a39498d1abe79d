import type { TOrder } from '@tableside/shared/contract/order';
import type { TStaffPaymentMethod } from '@tableside/shared/contract/staff';
import { formatInr, toMajor } from '@tableside/shared/domain/money';
import { payments } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/app-error';
import { loadShares } from '../bill-shares/committed-shares';
import { takeRest } from '../bill-shares/take-rest';
import { assertBillSettleable, loadCheckoutGroups } from '../billing/checkout-guard';
import { computeOrderBill } from '../billing/compute-order-bill';
import { loadOrder } from '../orders/load-order';
import { EventBatch } from '../staff/event-batch';
import { assertOrderOpen, lockOrder } from '../staff/order-lock';
import type { StaffDeps } from '../staff/staff-deps';
import { completeOrder } from './complete-order';
import { assertStaffMay } from './staff-actor';
import { staffAmountMinor } from './staff-amount';

const STAFF_METHODS: readonly TStaffPaymentMethod[] = ['CASH', 'CARD', 'UPI'];

export interface RecordPaymentInput {
  tenantId: number;
  orderId: number;
  staffUserId: number;
  method: TStaffPaymentMethod;
  /** Rupees; must be the bill's payable amount (a split bill's: what remains, take-rest.ts). */
  amount: number;
}

/**
 * A waiter took the table's payment. The amount must be exactly the payable amount (change
 * for cash is counted at the table, not recorded), so a bill that changed since the waiter
 * read it is refused rather than settled short. The order is completed once: a second
 * record, even at the same moment, finds it closed and is refused with nothing recorded.
 */
export async function recordPayment(deps: StaffDeps, input: RecordPaymentInput): Promise<TOrder> {
  if (!STAFF_METHODS.includes(input.method)) {
    throw badRequest(`method: must be one of ${STAFF_METHODS.join(', ')}`);
  }
  const amountMinor = staffAmountMinor('amount', input.amount, { positive: true });
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    await assertStaffMay(tx, { ...input, branchId: order.branchId }, 'recordPayment');
    if (order.status === 'COMPLETED' && !order.isVoid && !order.isSystemCompleted) {
      throw new AppError('CONFLICT', `Order ${order.id} is already paid`);
    }
    assertOrderOpen(order);
    const bill = await computeOrderBill(tx, order);
    assertBillSettleable(await loadCheckoutGroups(tx, order.id), bill);
    const shares = await loadShares(tx, order.id);
    if (shares.length > 0) {
      const at = deps.clock.now();
      const rest = { ...input, order, payableMinor: bill.payableAmount, shares, amountMinor, at };
      if (await takeRest(tx, batch, rest)) await completeOrder(tx, batch, { order, at });
      return loadOrder(tx, order.id);
    }
    if (amountMinor !== bill.payableAmount) {
      const payable = formatInr(toMajor(bill.payableAmount));
      throw new AppError('CONFLICT', `amount: must be the payable amount, ${payable}`);
    }
    await tx.insert(payments).values({
      tenantId: order.tenantId,
      orderId: order.id,
      method: input.method,
      amountMinor,
      status: 'CHARGED',
      staffUserId: input.staffUserId,
    });
    await completeOrder(tx, batch, { order, at: deps.clock.now() });
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
