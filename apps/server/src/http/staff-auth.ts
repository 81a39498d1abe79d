import { ZErrorBody } from '@tableside/shared/contract/error';
import type { StaffRole } from '@tableside/shared/domain/enums';
import {
  can,
  notAllowedMessage,
  type StaffAction,
} from '@tableside/shared/domain/staff-permissions';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import {
  branches,
  diningTables,
  orderGroups,
  orderItems,
  orders,
  staffUserBranches,
} from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { findStaffSession, STAFF_COOKIE } from './staff-session';

/** Behind the staff session: invalid input, no session, role refused, unknown or foreign id. */
export const STAFF_READ_ERRORS = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
};
/** A staff write: also 409 when the order's state refuses it. */
export const STAFF_WRITE_ERRORS = { ...STAFF_READ_ERRORS, 409: ZErrorBody };

export interface StaffUserContext {
  sessionId: number;
  userId: number;
  tenantId: number;
  role: StaffRole;
  branchIds: number[];
}

export const NOT_AT_BRANCH_MESSAGE = 'You do not work at this branch';

/** What a staff call acts on; its branch must be one of the staff member's. */
export type StaffTarget =
  | { branchId: number }
  | { orderId: number }
  | { orderItemId: number }
  | { orderGroupId: number }
  | { tableId: number };

async function targetScope(
  db: Database,
  target: StaffTarget,
): Promise<{ what: string; scope?: { tenantId: number; branchId: number } }> {
  if ('branchId' in target) {
    const [row] = await db
      .select({ tenantId: branches.tenantId, branchId: branches.id })
      .from(branches)
      .where(eq(branches.id, target.branchId));
    return { what: 'Branch', scope: row };
  }
  if ('tableId' in target) {
    const [row] = await db
      .select({ tenantId: diningTables.tenantId, branchId: diningTables.branchId })
      .from(diningTables)
      .where(eq(diningTables.id, target.tableId));
    return { what: 'Table', scope: row };
  }
  const columns = { tenantId: orders.tenantId, branchId: orders.branchId };
  if ('orderId' in target) {
    const [row] = await db.select(columns).from(orders).where(eq(orders.id, target.orderId));
    return { what: 'Order', scope: row };
  }
  if ('orderItemId' in target) {
    const [row] = await db
      .select(columns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.id, target.orderItemId));
    return { what: 'Order item', scope: row };
  }
  const [row] = await db
    .select(columns)
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .where(eq(orderGroups.id, target.orderGroupId));
  return { what: 'Order group', scope: row };
}

/**
 * The staff member behind a request, allowed to take `action` on `target`. No or stale
 * `ts_staff` cookie: 401. A role without the action: 403 (checked before any id is looked up,
 * so a refusal tells nothing about ids). An id of another tenant: 404, as if it did not
 * exist. An id of the member's own brand at a branch he is not assigned to: 403 (the branch is
 * no secret inside the brand). Call it before the service: a refused call writes nothing.
 */
export async function requireStaff(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
  action: StaffAction | null,
  target?: StaffTarget,
): Promise<StaffUserContext> {
  const token = request.cookies[STAFF_COOKIE];
  const session = token ? await findStaffSession(db, clock, token) : null;
  if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in');
  if (action && !can(session.role, action)) {
    throw new AppError('FORBIDDEN', notAllowedMessage(action));
  }
  const rows = await db
    .select({ branchId: staffUserBranches.branchId })
    .from(staffUserBranches)
    .where(eq(staffUserBranches.staffUserId, session.staffUserId));
  const staff: StaffUserContext = {
    sessionId: session.sessionId,
    userId: session.staffUserId,
    tenantId: session.tenantId,
    role: session.role,
    branchIds: rows.map((r) => r.branchId).sort((a, b) => a - b),
  };
  if (target) {
    const { what, scope } = await targetScope(db, target);
    if (!scope || scope.tenantId !== staff.tenantId) {
      throw new AppError('NOT_FOUND', `${what} not found`);
    }
    if (!staff.branchIds.includes(scope.branchId)) {
      throw new AppError('FORBIDDEN', NOT_AT_BRANCH_MESSAGE);
    }
  }
  return staff;
}

export function setStaffCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }) {
  reply.setCookie(STAFF_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires: session.expiresAt,
  });
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
