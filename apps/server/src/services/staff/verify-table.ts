import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from './event-batch';
import { assertOrderOpen, lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';
import { addStaffTableUpdates } from './staff-events';
import { assertStaffOfTenant } from './staff-user';

export interface VerifyTableInput {
  tenantId: number;
  orderId: number;
  /** Who verified (recorded); absent when the caller is not a staff user. */
  staffUserId?: number;
}

export interface VerifyTableResult {
  orderId: number;
  isVerified: true;
  verifiedAt: Date | null;
}

/**
 * A customer associate verified the table (scanned the order QR code): the guests may order.
 * Verifying again changes nothing and tells nobody, so two associates scanning at once
 * produce one event (the order lock makes the second see the first's verification).
 */
export async function verifyTable(
  deps: StaffDeps,
  input: VerifyTableInput,
): Promise<VerifyTableResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    assertOrderOpen(order);
    await assertStaffOfTenant(tx, input.tenantId, input.staffUserId);
    if (order.isVerified) {
      return { orderId: order.id, isVerified: true as const, verifiedAt: order.verifiedAt };
    }
    const verifiedAt = deps.clock.now();
    await tx
      .update(orders)
      .set({ isVerified: true, verifiedAt, verifiedByStaffUserId: input.staffUserId ?? null })
      .where(eq(orders.id, order.id));
    const target = await orderRooms(tx, order.id);
    const seq = await nextEventSeq(tx, order.id);
    batch.add(target.customer, 'customerPusherEvent', {
      orderId: order.id,
      seq,
      type: 'TABLE_VERIFIED',
    });
    addStaffTableUpdates(batch, target, order.id);
    return { orderId: order.id, isVerified: true as const, verifiedAt };
  });
  batch.publishTo(deps.publisher);
  return result;
}
