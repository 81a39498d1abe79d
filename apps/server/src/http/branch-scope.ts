import type { StaffAction } from '@tableside/shared/domain/staff-permissions';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { requireStaff } from './staff-auth';

/** The brand, the branch in the path and who edits (for the audit trail). */
export interface BranchScope {
  tenantId: number;
  branchId: number;
  staffUserId: number;
}

/**
 * The scope of a back-office call on the branch in the path: the member may take `action`
 * and works at that branch (401, 403 or 404 otherwise, see requireStaff).
 */
export async function branchScope(
  db: Database,
  clock: Clock,
  req: FastifyRequest,
  branchId: number,
  action: StaffAction,
): Promise<BranchScope> {
  const staff = await requireStaff(db, clock, req, action, { branchId });
  return { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
}
