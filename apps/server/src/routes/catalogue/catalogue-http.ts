// What the catalogue routes share: the staff scope of a branch call and the 409 that shows the
// other person's change.
import { ZCatalogueConflict } from '@tableside/shared/contract/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { Clock } from '../../lib/clock';
import {
  CatalogueConflictError,
  type CatalogueScope,
} from '../../services/catalogue/catalogue-scope';

/** Behind editMenu: 401, 403 (role, or a branch of the brand the member is not at), 404, 409. */
export const CATALOGUE_ERRORS = { ...STAFF_READ_ERRORS, 409: ZCatalogueConflict };

/** The member may edit the menu and works at the branch in the path (403/404 otherwise). */
export async function catalogueScope(
  db: Database,
  clock: Clock,
  req: FastifyRequest,
  branchId: number,
): Promise<CatalogueScope> {
  const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
  return { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
}

/** A stale version answers 409 with the thing as it is now; other errors go on as they are. */
export async function withConflict<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof CatalogueConflictError)) throw error;
    return reply.code(409).send({
      statusCode: 409,
      error: 'Conflict',
      message: error.message,
      current: error.current,
    }) as never;
  }
}
