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
  tenantId: number;
  customerId: number;
  key: string;
  /** What was asked, already validated: the same key with other content is refused. */
  request: unknown;
}

export type IdempotencyClaim = { kind: 'new'; id: number } | { kind: 'replay'; response: unknown };

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

export async function claimIdempotencyKey(
  tx: Database,
  req: IdempotencyRequest,
): Promise<IdempotencyClaim> {
  const requestHash = hashOf(req.request);
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ tenantId: req.tenantId, customerId: req.customerId, key: req.key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'new', id: inserted.id };
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, req.customerId), eq(idempotencyKeys.key, req.key)));
  if (!earlier || earlier.response === null) {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still in progress');
  }
  if (earlier.requestHash !== requestHash) {
    throw new AppError('CONFLICT', 'Idempotency-Key was already used for a different request');
  }
  return { kind: 'replay', response: earlier.response };
}

export async function saveIdempotentResponse(
  tx: Database,
  claimId: number,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response })
    .where(eq(idempotencyKeys.id, claimId));
}
