import type { TStaffPaymentMethod } from '@tableside/shared/contract/staff';
import { shareTotals } from '@tableside/shared/domain/bill-share-state';
import { formatInr, toMajor } from '@tableside/shared/domain/money';
import type { Database } from '../../db/client';
import { billShares, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { EventBatch } from '../staff/event-batch';
import type { OrderRow } from '../staff/order-lock';
import { type ShareRow, toCommitted } from './committed-shares';
import { addShareEvents } from './share-events';

/**
 * A waiter takes the rest of a split bill in cash or by card (decision 0019): the amount must
 * be exactly what nobody has paid or holds, so a share a guest is paying online right now is
 * never taken twice. It is recorded as a PAID share of the remaining amount with no guest.
 * Returns whether the bill is now paid in full (the caller completes the order).
 */
export async function takeRest(
  tx: Database,
  batch: EventBatch,
  input: {
    order: OrderRow;
    payableMinor: number;
    shares: readonly ShareRow[];
    method: TStaffPaymentMethod;
    amountMinor: number;
    staffUserId: number;
    at: Date;
  },
): Promise<boolean> {
  const { order } = input;
  const before = shareTotals(input.payableMinor, toCommitted(input.shares));
  if (before.availableMinor === 0 || input.amountMinor !== before.availableMinor) {
    const rest = formatInr(toMajor(before.availableMinor));
    const held =
      before.heldMinor > 0 ? `; ${formatInr(toMajor(before.heldMinor))} is being paid online` : '';
    throw new AppError('CONFLICT', `amount: must be what remains to pay, ${rest}${held}`);
  }
  const [share] = await tx
    .insert(billShares)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      customerId: null,
      payerName: 'Staff',
      way: 'REMAINING',
      amountMinor: input.amountMinor,
      status: 'PAID',
      createdAt: input.at,
    })
    .returning({ id: billShares.id });
  if (!share) throw new Error('bill share insert returned nothing');
  await tx.insert(payments).values({
    tenantId: order.tenantId,
    orderId: order.id,
    method: input.method,
    amountMinor: input.amountMinor,
    billShareId: share.id,
    status: 'CHARGED',
    staffUserId: input.staffUserId,
  });
  await addShareEvents(tx, batch, order.id);
  return before.paidMinor + input.amountMinor >= input.payableMinor;
}
