import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

/**
 * How long a guest write's Idempotency-Key replays its answer. A client retries within
 * seconds (a lost response, a flaky network); a day leaves a wide margin, as Stripe's does.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes Idempotency-Keys older than IDEMPOTENCY_KEY_TTL_MS; the writes they made stay. */
export async function purgeOldIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
