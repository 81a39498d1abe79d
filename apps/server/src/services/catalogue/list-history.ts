import type { TCatalogueChange } from '@tableside/shared/contract/catalogue-extras';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, menuCategories, products, staffUsers } from '../../db/schema/index';
import { CATALOGUE_ACTION_PREFIX } from './catalogue-audit';
import { summariseChange } from './change-summary';

/** The changes undo can take back: they restore one thing's own state. */
export const UNDOABLE_ACTIONS = new Set([
  'catalogue.item.update',
  'catalogue.item.archive',
  'catalogue.item.restore',
  'catalogue.category.rename',
  'catalogue.category.archive',
  'catalogue.category.restore',
]);

type AuditRow = typeof auditLog.$inferSelect & { staffName: string | null };

/** The tenant's catalogue changes, newest first (optionally one item's). */
export async function listHistory(
  deps: { db: Database },
  input: { tenantId: number; productId?: number; limit: number },
): Promise<TCatalogueChange[]> {
  const rows = await selectChanges(deps.db, input);
  return describeChanges(deps.db, input.tenantId, rows);
}

export function selectChanges(
  db: Database,
  input: { tenantId: number; productId?: number; limit: number; id?: number; undoOf?: number },
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      tenantId: auditLog.tenantId,
      staffUserId: auditLog.staffUserId,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
      staffName: staffUsers.displayName,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffUserId))
    .where(
      and(
        eq(auditLog.tenantId, input.tenantId),
        like(auditLog.action, `${CATALOGUE_ACTION_PREFIX}%`),
        input.id === undefined ? undefined : eq(auditLog.id, input.id),
        input.undoOf === undefined
          ? undefined
          : sql`(${auditLog.detail} ->> 'undoOf')::int = ${input.undoOf}`,
        input.productId === undefined
          ? undefined
          : and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(input.productId))),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(input.limit);
}

/** Adds who, the sentence, and whether each change is undone or can still be. */
export async function describeChanges(
  db: Database,
  tenantId: number,
  rows: readonly AuditRow[],
): Promise<TCatalogueChange[]> {
  const ids = (entity: string) =>
    rows
      .filter((r) => r.entity === entity)
      .map((r) => Number(r.entityId))
      .filter(Number.isSafeInteger);
  const productIds = ids('product');
  const categoryIds = ids('category');
  // In turn, not Promise.all: undo runs this on a transaction's one connection.
  const productVersions =
    productIds.length === 0
      ? []
      : await db
          .select({ id: products.id, version: products.version })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)));
  const categoryVersions =
    categoryIds.length === 0
      ? []
      : await db
          .select({ id: menuCategories.id, version: menuCategories.version })
          .from(menuCategories)
          .where(
            and(eq(menuCategories.tenantId, tenantId), inArray(menuCategories.id, categoryIds)),
          );
  const undoneRows =
    rows.length === 0
      ? []
      : await db
          .select({ undoOf: sql<number>`(${auditLog.detail} ->> 'undoOf')::int` })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.tenantId, tenantId),
              inArray(
                sql`(${auditLog.detail} ->> 'undoOf')::int`,
                rows.map((r) => r.id),
              ),
            ),
          );
  const versions = new Map<string, number>([
    ...productVersions.map((p) => [`product:${p.id}`, p.version] as const),
    ...categoryVersions.map((c) => [`category:${c.id}`, c.version] as const),
  ]);
  const undone = new Set(undoneRows.map((r) => Number(r.undoOf)));
  return rows.map((row) => {
    const detail = row.detail as { before?: unknown; after?: { version?: number } | null };
    const current = versions.get(`${row.entity}:${row.entityId}`);
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      staffName: row.staffName,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      summary: summariseChange(row.action, row.detail),
      before: detail.before ?? null,
      after: detail.after ?? null,
      undone: undone.has(row.id),
      undoable:
        UNDOABLE_ACTIONS.has(row.action) &&
        !undone.has(row.id) &&
        current !== undefined &&
        current === detail.after?.version,
    };
  });
}
