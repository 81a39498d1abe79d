// The checks every guest write to an order makes, with the spec's texts (section 8).
import { MSG } from '@tableside/shared/domain/messages';
import { currentInterval } from '@tableside/shared/domain/order-hours';
import { isOrderTimeClosed, localSecondsOfDay } from '@tableside/shared/domain/order-time';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import { branchSettings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { OrderRow } from '../staff/order-lock';

/**
 * Items can be added or changed while the table is ordering (NEW, or IN_PROGRESS once a group
 * was confirmed). A bill request, checkout, close or void ends that: the app then goes to
 * /payment-in-progress-block on this text.
 */
export function assertCartWritable(order: OrderRow): void {
  const ordering = order.status === 'NEW' || order.status === 'IN_PROGRESS';
  if (order.isVoid || !ordering) throw new AppError('CONFLICT', MSG.orderNotNew);
}

/** A closed order still answers reads; writes get the text of the page the app shows for it. */
export function assertOrderNotClosed(order: OrderRow): void {
  if (order.isVoid) throw new AppError('CONFLICT', MSG.orderVoided);
  if (order.status === 'COMPLETED') throw new AppError('CONFLICT', MSG.sessionExpired);
}

/** Confirming sends the group to the kitchen, which the spec allows only at a verified table. */
export function assertTableVerified(order: OrderRow): void {
  if (!order.isVerified) {
    throw new AppError('CONFLICT', `${MSG.verifyBannerTitle}. ${MSG.verifyBannerBody}`);
  }
}

// Every cart write asks this: built once (see reusable-query).
const selectHours = reusableQuery((db) =>
  db
    .select()
    .from(branchSettings)
    .where(eq(branchSettings.branchId, sql.placeholder('branchId'))),
);

/**
 * Between closing and opening time nothing can be ordered (spec section 4), judged by the
 * branch's own zone rather than the server's: by its weekly hours when set (issue 14), else
 * by its pair of times. A branch without settings has no hours.
 */
export async function assertOrderTimeOpen(
  db: Database,
  clock: Clock,
  branchId: number,
): Promise<void> {
  const [hours] = await selectHours(db, { branchId });
  if (!hours) return;
  if (hours.hours) {
    const open = currentInterval(hours.hours, hours.timeZone, clock.now()) !== null;
    if (!open) throw new AppError('CONFLICT', MSG.noMoreOrders);
    return;
  }
  const nowS = localSecondsOfDay(clock.now(), hours.timeZone);
  if (isOrderTimeClosed(hours, nowS)) throw new AppError('CONFLICT', MSG.noMoreOrders);
}
