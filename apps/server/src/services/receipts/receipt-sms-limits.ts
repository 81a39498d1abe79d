import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { receiptSmsSends } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { secondsLeft } from '../check-in/wait-text';

/** A new receipt SMS at most once a minute, and at most 3 for one guest's order in a day. */
export const RECEIPT_SMS_GAP_S = 60;
export const RECEIPT_SMS_MAX = 3;
const WINDOW_MS = 24 * 60 * 60 * 1000;

export const RECEIPT_SMS_TOO_MANY = `The receipt can be sent by SMS at most ${RECEIPT_SMS_MAX} times. Please use the link you already have.`;

// Advisory-lock namespace: two taps at once must not both pass the counts before either
// records its send.
const LOCK_RECEIPT_SMS = 0x07e3;

/**
 * The receipt SMS limits, counted from receipt_sms_sends so they hold across server processes.
 * Run inside the transaction that records the send.
 */
export async function assertReceiptSmsAllowed(
  tx: Transaction,
  now: Date,
  input: { orderId: number; customerId: number },
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_RECEIPT_SMS}, hashtext(${`${input.orderId}:${input.customerId}`}))`,
  );
  const mine = and(
    eq(receiptSmsSends.orderId, input.orderId),
    eq(receiptSmsSends.customerId, input.customerId),
  );
  const [latest] = await tx
    .select({ sentAt: receiptSmsSends.sentAt })
    .from(receiptSmsSends)
    .where(mine)
    .orderBy(desc(receiptSmsSends.sentAt))
    .limit(1);
  const nextAt = new Date((latest?.sentAt.getTime() ?? 0) + RECEIPT_SMS_GAP_S * 1000);
  if (nextAt > now) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Please wait ${secondsLeft(nextAt, now)} before asking for another SMS.`,
    );
  }
  const [sent] = await tx
    .select({ n: count() })
    .from(receiptSmsSends)
    .where(and(mine, gt(receiptSmsSends.sentAt, new Date(now.getTime() - WINDOW_MS))));
  if ((sent?.n ?? 0) >= RECEIPT_SMS_MAX) {
    throw new AppError('TOO_MANY_REQUESTS', RECEIPT_SMS_TOO_MANY);
  }
}
