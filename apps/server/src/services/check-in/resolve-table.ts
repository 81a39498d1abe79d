import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings, brands, diningTables, orders, orderTables } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { admitsGuest } from '../../lib/table-token';
import { assertTenant } from '../../lib/tenant-guard';

export interface CheckInTable {
  tenantId: number;
  branchId: number;
  tableId: number;
  brandName: string;
  /** Branch setting: false lets every number in without an SMS code. */
  otpRequired: boolean;
  /** The order occupying the table, if any. */
  openOrder: { id: number; status: string } | null;
}

/**
 * The scanned table, checked the way the entry page's state is derived (spec section 4):
 * unknown, archived, not in the branch or without the current token of a branch that requires
 * tokens -> 404 with the spec's text; another tenant -> 403; no
 * customer associate -> 409 'not serviceable'. The open order is read, not judged: check-in
 * refuses a CHECKOUT order, new-customer-order may answer it.
 */
export async function resolveCheckInTable(
  db: Database,
  input: { tenantId: number; branchId: number; tableId: number; t?: string },
): Promise<CheckInTable> {
  const [table] = await db
    .select({
      tenantId: diningTables.tenantId,
      branchId: diningTables.branchId,
      associate: diningTables.associateStaffUserId,
      brandName: brands.name,
      otpRequired: branchSettings.otpRequired,
      archivedAt: diningTables.archivedAt,
      qrToken: diningTables.qrToken,
      tokensRequired: branchSettings.tableTokensRequired,
    })
    .from(diningTables)
    .innerJoin(brands, eq(brands.id, diningTables.tenantId))
    .leftJoin(branchSettings, eq(branchSettings.branchId, diningTables.branchId))
    .where(eq(diningTables.id, input.tableId));
  const admitted =
    table && admitsGuest({ ...table, tokensRequired: table.tokensRequired ?? false }, input.t);
  if (!table || table.branchId !== input.branchId || !admitted) {
    throw new AppError('NOT_FOUND', MSG.tableNotIdentified);
  }
  assertTenant(input.tenantId, table.tenantId);
  if (table.associate === null) throw new AppError('CONFLICT', MSG.notServiceable);

  const [open] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(and(eq(orderTables.tableId, input.tableId), eq(orderTables.active, true)));
  return {
    tenantId: table.tenantId,
    branchId: table.branchId,
    tableId: input.tableId,
    brandName: table.brandName,
    // A branch without a settings row keeps the safe default (DECISIONS: default true).
    otpRequired: table.otpRequired ?? true,
    openOrder: open ?? null,
  };
}
