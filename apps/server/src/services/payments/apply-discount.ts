import type { TOrder } from '@tableside/shared/contract/order';
import { discountOverSubtotalMessage, discountProblem } from '@tableside/shared/domain/discount';
import { eq } from 'drizzle-orm';
import { bills, orders } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import { assertBillUnshared } from '../bill-shares/assert-bill-unshared';
import { computeOrderBill } from '../billing/compute-order-bill';
import { storeBill } from '../billing/store-bill';
import { loadOrder } from '../orders/load-order';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from '../staff/event-batch';
import { assertOrderOpen, lockOrder } from '../staff/order-lock';
import type { StaffDeps } from '../staff/staff-deps';
import { assertStaffMay } from './staff-actor';
import { staffAmountMinor } from './staff-amount';

export interface ApplyDiscountInput {
  tenantId: number;
  orderId: number;
  staffUserId: number;
  /** Rupees off the order; replaces any earlier discount, 0 removes it. */
  amount: number;
}

/**
 * A manager takes an amount off the table's bill, at most the current subtotal (what the
 * items cost) so the bill never turns negative; more is refused (domain/discount), as the
 * console's form refuses it, rather than silently capped. Charges and taxes then apply to what is left.
 * The guests' apps refetch (refreshCart) and so does the floor; a stored bill is kept current.
 */
export async function applyDiscount(deps: StaffDeps, input: ApplyDiscountInput): Promise<TOrder> {
  const requested = staffAmountMinor('amount', input.amount, { positive: false });
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    await assertStaffMay(tx, { ...input, branchId: order.branchId }, 'applyDiscount');
    assertOrderOpen(order);
    await assertBillUnshared(tx, order.id);
    const undiscounted = await computeOrderBill(tx, { ...order, discountMinor: 0 });
    // undiscounted.subTotal is in paise, like the requested amount.
    if (discountProblem(requested, undiscounted.subTotal) === 'over-subtotal') {
      throw badRequest(`amount: ${discountOverSubtotalMessage(undiscounted.subTotal)}`);
    }
    const discountMinor = requested;
    if (discountMinor === order.discountMinor) return loadOrder(tx, order.id);
    await tx.update(orders).set({ discountMinor }).where(eq(orders.id, order.id));
    const [stored] = await tx
      .select({ id: bills.id })
      .from(bills)
      .where(eq(bills.orderId, order.id));
    if (stored) {
      const bill = await computeOrderBill(tx, { ...order, discountMinor });
      await storeBill(tx, {
        tenantId: order.tenantId,
        orderId: order.id,
        bill,
        at: deps.clock.now(),
      });
    }
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'refreshCart', { orderId: order.id, seq });
    batch.add(target.staff, 'staffOrderUpdate', { orderId: order.id });
    return loadOrder(tx, order.id);
  });
  batch.publishTo(deps.publisher);
  return result;
}
