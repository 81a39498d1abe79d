import type { TTableOrderQuery, TTableOrderStatus } from '@tableside/shared/contract/public';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings, diningTables, orders, orderTables } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { admitsGuest } from '../../lib/table-token';
import { assertTenant } from '../../lib/tenant-guard';

/**
 * The table's state before check-in (`get-table-order`), from which the app derives NEW, JOIN,
 * CHECKOUT or not serviceable. The scanned ids must name one table: a table of another branch
 * or tenant, an archived table, or one scanned without the current token of a branch that
 * requires tokens is answered as unknown, like a table that does not exist.
 *
 * Only CHECKOUT reports `isOrderCheckOut`: REQUEST_BILL means a guest asked for the bill, but
 * nobody is taking payment yet, so the table stays open to joining guests (JOIN).
 */
export async function getTableOrder(
  deps: { db: Database },
  input: TTableOrderQuery & { claimedTenantId: number | null },
): Promise<TTableOrderStatus> {
  const { db } = deps;
  const { tenantId, branchId, tableId, claimedTenantId } = input;
  assertTenant(claimedTenantId, tenantId);
  const [table] = await db
    .select({
      id: diningTables.id,
      name: diningTables.name,
      associateStaffUserId: diningTables.associateStaffUserId,
      archivedAt: diningTables.archivedAt,
      qrToken: diningTables.qrToken,
      tokensRequired: branchSettings.tableTokensRequired,
    })
    .from(diningTables)
    .leftJoin(branchSettings, eq(branchSettings.branchId, diningTables.branchId))
    .where(
      and(
        eq(diningTables.id, tableId),
        eq(diningTables.branchId, branchId),
        eq(diningTables.tenantId, tenantId),
      ),
    );
  if (
    !table ||
    !admitsGuest({ ...table, tokensRequired: table.tokensRequired ?? false }, input.t)
  ) {
    throw notFound('Table');
  }

  const [open] = await db
    .select({ orderId: orders.id, status: orders.status })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(
      and(
        eq(orderTables.tableId, tableId),
        eq(orderTables.active, true),
        ne(orders.status, 'COMPLETED'),
        eq(orders.isVoid, false),
      ),
    );
  // A multi-table order reports every table it occupies, as the header shows them.
  const tableNames = open
    ? (
        await db
          .select({ name: diningTables.name })
          .from(orderTables)
          .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
          .where(and(eq(orderTables.orderId, open.orderId), eq(orderTables.active, true)))
          .orderBy(asc(diningTables.sortOrder), asc(diningTables.id))
      ).map((t) => t.name)
    : [table.name];

  return {
    tableId: table.id,
    tableNames,
    isCustomerAssociateNotAssigned: table.associateStaffUserId === null,
    isOrderCheckOut: open?.status === 'CHECKOUT',
    isOpenOrder: open !== undefined,
  };
}
