// Idempotency-Key handling of guest writes (idempotency_keys). The key row is inserted in the
// writing transaction and its response saved before commit, so a retry either waits for the
// first attempt (the unique index holds it) and then replays its answer, or, when the first
// attempt failed and rolled back, runs again. No half-done state is ever visible.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export interface IdempotencyRequest {
  /** Who asks: a key is the customer's own. */
  guest: { tenantId: number; customerId: number };
  /** The Idempotency-Key header; without one the write simply runs. */
  key: string | undefined;
  /** What was asked, already validated: the same key with other content is refused. */
  request: unknown;
}

type IdempotencyClaim = { kind: 'new'; id: number } | { kind: 'replay'; response: unknown };

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs a guest write once per Idempotency-Key, inside the writing transaction: a retry answers
 * the first attempt's saved response (read back through `schema`) instead of writing again.
 */
export async function onceForKey<T>(
  tx: Database,
  req: IdempotencyRequest,
  schema: { parse(value: unknown): T },
  write: () => Promise<T>,
): Promise<T> {
  const claim = req.key ? await claimIdempotencyKey(tx, { ...req, key: req.key }) : null;
  if (claim?.kind === 'replay') return schema.parse(claim.response);
  const response = await write();
  if (claim) await saveIdempotentResponse(tx, claim.id, response);
  return response;
}

async function claimIdempotencyKey(
  tx: Database,
  req: IdempotencyRequest & { key: string },
): Promise<IdempotencyClaim> {
  const { tenantId, customerId } = req.guest;
  const requestHash = hashOf(req.request);
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ tenantId, customerId, key: req.key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'new', id: inserted.id };
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, req.key)));
  if (!earlier || earlier.response === null) {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
  }
  if (earlier.requestHash !== requestHash) {
    throw new AppError('CONFLICT', 'Idempotency-Key was already used for a different request');
  }
  return { kind: 'replay', response: earlier.response };
}

async function saveIdempotentResponse(
  tx: Database,
  claimId: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response })
    .where(eq(idempotencyKeys.id, claimId));
}
