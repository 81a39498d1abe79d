// What the charges and taxes routes share: the staff scope of a branch call and the 409 that
// shows the other person's change.
import { ZPricingConflict } from '@tableside/shared/contract/pricing-rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { Clock } from '../../lib/clock';
import {
  PricingConflictError,
  type PricingScope,
} from '../../services/pricing-rules/pricing-scope';

/** Behind editBranchSettings: 401, 403 (role, or a branch the member is not at), 404, 409. */
export const PRICING_ERRORS = { ...STAFF_READ_ERRORS, 409: ZPricingConflict };

/** The member may edit the branch's settings and works at the branch in the path. */
export async function pricingScope(
  db: Database,
  clock: Clock,
  req: FastifyRequest,
  branchId: number,
): Promise<PricingScope> {
  const staff = await requireStaff(db, clock, req, 'editBranchSettings', { branchId });
  return { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
}

/** A stale version answers 409 with the thing as it is now; other errors go on as they are. */
export async function withPricingConflict<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof PricingConflictError)) throw error;
    return reply.code(409).send({
      statusCode: 409,
      error: 'Conflict',
      message: error.message,
      current: error.current,
    }) as never;
  }
}
