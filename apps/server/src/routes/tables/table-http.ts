// What the tables routes share: the member's scope at a branch and the origin of the links.
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AppConfig } from '../../config/env';
import { requireStaff } from '../../http/staff-auth';
import type { TableScope } from '../../services/tables-admin/table-scope';

/**
 * The guest app's origin for the links: PUBLIC_URL when the operator set it, else the origin
 * this request came to (config fills an unset PUBLIC_URL with http://localhost:PORT, which a
 * phone scanning a printed code could not open).
 */
export function linkOrigin(config: AppConfig, req: FastifyRequest): string {
  const unset = config.PUBLIC_URL === `http://localhost:${config.PORT}`;
  return unset ? `${req.protocol}://${req.host}` : config.PUBLIC_URL;
}

/** The member may manage tables and works at the branch in the path (403/404 otherwise). */
export async function tableScope(
  deps: AppDeps,
  req: FastifyRequest,
  branchId: number,
): Promise<TableScope> {
  const staff = await requireStaff(deps.database.db, deps.clock, req, 'manageTables', {
    branchId,
  });
  return {
    tenantId: staff.tenantId,
    branchId,
    staffUserId: staff.userId,
    publicUrl: linkOrigin(deps.config, req),
  };
}
