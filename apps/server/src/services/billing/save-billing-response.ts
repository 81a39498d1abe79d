import type { TOrder } from '@tableside/shared/contract/order';
import { toMinor } from '@tableside/shared/domain/money';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bills, payments } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { loadOrder } from '../orders/load-order';
import { lockOrder } from '../staff/order-lock';
import { computeOrderBill } from './compute-order-bill';
import { storeBill } from './store-bill';

export const BILL_NOT_PAID = 'The bill can be saved once it is paid';

/**
 * The guest's app saves the bill once the payment is CHARGED (spec section 4). The server's
 * own bill was kept when the order was paid; this records that the guest's app got there and
 * the payable it showed, for the floor to reconcile. The first save counts; repeats change
 * nothing. It works on the completed order, since paying is what completed it.
 */
export async function saveBillingResponse(
  deps: { db: Database; clock: Clock },
  input: { guest: GuestContext; orderId: number; payableAmount: number },
): Promise<TOrder> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, guest.tenantId, input.orderId);
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'CHARGED')))
      .limit(1);
    if (!paid) throw new AppError('CONFLICT', BILL_NOT_PAID);
    const at = deps.clock.now();
    const [stored] = await tx
      .select({ id: bills.id })
      .from(bills)
      .where(eq(bills.orderId, order.id));
    if (!stored) {
      const bill = await computeOrderBill(tx, order);
      await storeBill(tx, { tenantId: order.tenantId, orderId: order.id, bill, at });
    }
    await tx
      .update(bills)
      .set({ guestPayableMinor: toMinor(input.payableAmount), guestSavedAt: at })
      .where(and(eq(bills.orderId, order.id), isNull(bills.guestSavedAt)));
    return loadOrder(tx, order.id);
  });
}
