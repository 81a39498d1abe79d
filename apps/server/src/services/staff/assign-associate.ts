import { isTableAssociateRole } from '@tableside/shared/domain/staff-permissions';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, orderTables, staffUserBranches, staffUsers } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import { EventBatch } from './event-batch';
import type { StaffDeps } from './staff-deps';

export interface AssignAssociateInput {
  tenantId: number;
  tableId: number;
  /** The staff user who looks after the table; null leaves it without one (not serviceable). */
  associateStaffUserId: number | null;
}

export interface AssignAssociateResult {
  tableId: number;
  associateStaffUserId: number | null;
}

async function assertAssignable(
  tx: Database,
  tenantId: number,
  staffUserId: number,
  branchId: number,
) {
  const [staff] = await tx
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffUserId), eq(staffUsers.tenantId, tenantId)));
  if (!staff) throw notFound('Staff user');
  if (!staff.active) {
    throw new AppError('UNPROCESSABLE', `${staff.displayName} is no longer active`);
  }
  if (!isTableAssociateRole(staff.role)) {
    throw new AppError(
      'UNPROCESSABLE',
      `${staff.displayName} cannot look after a table: only customer associates and managers can`,
    );
  }
  const [access] = await tx
    .select()
    .from(staffUserBranches)
    .where(
      and(eq(staffUserBranches.staffUserId, staff.id), eq(staffUserBranches.branchId, branchId)),
    );
  if (!access) {
    throw new AppError('UNPROCESSABLE', `${staff.displayName} does not work at this branch`);
  }
}

/**
 * Puts a customer associate in charge of a table, or nobody: a table without one answers new
 * scans with 'Sorry! This table is currently not serviceable.' (an order already open there
 * carries on). Assigning the same person again changes nothing.
 */
export async function assignAssociate(
  deps: StaffDeps,
  input: AssignAssociateInput,
): Promise<AssignAssociateResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const [table] = await tx
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.id, input.tableId), eq(diningTables.tenantId, input.tenantId)));
    if (!table) throw notFound('Table');
    const { associateStaffUserId } = input;
    if (associateStaffUserId !== null) {
      await assertAssignable(tx, input.tenantId, associateStaffUserId, table.branchId);
    }
    const answer = { tableId: table.id, associateStaffUserId };
    if (table.associateStaffUserId === associateStaffUserId) return answer;
    await tx
      .update(diningTables)
      .set({ associateStaffUserId })
      .where(eq(diningTables.id, table.id));
    const [open] = await tx
      .select({ orderId: orderTables.orderId })
      .from(orderTables)
      .where(and(eq(orderTables.tableId, table.id), eq(orderTables.active, true)));
    batch.add(
      rooms.staff({ tenantId: table.tenantId, branchId: table.branchId }),
      'staffTableUpdate',
      {
        tableId: table.id,
        orderId: open?.orderId ?? null,
      },
    );
    return answer;
  });
  batch.publishTo(deps.publisher);
  return result;
}
