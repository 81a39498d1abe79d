// A charge or tax as the back office reads it: percent and rupees, not basis points and paise.
import type { TPricingRule, TPricingRules } from '@tableside/shared/contract/pricing-rules';
import { basisPointsToPercent, toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { type RuleTable, ruleTable } from './pricing-scope';

type RuleRow = RuleTable['$inferSelect'];

export function toPricingRule(row: RuleRow): TPricingRule {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    rate: row.kind === 'RATE' ? basisPointsToPercent(row.rateBp) : 0,
    amount: row.kind === 'FIXED' ? toMajor(row.fixedMinor) : 0,
    orderTypes: row.orderTypes.filter((type): type is 'DINE_IN' => type === 'DINE_IN'),
    categoryIds: row.categoryIds,
    inclusive: row.inclusive,
    sortOrder: row.sortOrder,
    version: row.version,
  };
}

async function liveRows(db: Database, table: RuleTable, branchId: number) {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.branchId, branchId), isNull(table.archivedAt)))
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows.map(toPricingRule);
}

/** The branch's branch_settings row, locked when `lock` (a rounding change holds it). */
export async function readRounding(db: Database, branchId: number, lock = false) {
  const query = db
    .select({
      rounding: branchSettings.rounding,
      splitBill: branchSettings.splitBillEnabled,
      version: branchSettings.version,
    })
    .from(branchSettings)
    .where(eq(branchSettings.branchId, branchId));
  const [row] = lock ? await query.for('update') : await query;
  // Every branch has its settings row from the day it is created.
  if (!row) throw new AppError('CONFLICT', 'This branch has no settings yet');
  return row;
}

/** The live (not archived) charges and taxes in bill order, and the branch's rounding. */
export async function readPricingRules(db: Database, branchId: number): Promise<TPricingRules> {
  const settings = await readRounding(db, branchId);
  return {
    charges: await liveRows(db, ruleTable('charges'), branchId),
    taxes: await liveRows(db, ruleTable('taxes'), branchId),
    rounding: settings.rounding,
    splitBill: settings.splitBill,
    roundingVersion: settings.version,
  };
}

/** One live rule of the branch, row-locked for a write; 404 for another branch's or archived. */
export async function lockRule(
  tx: Database,
  table: RuleTable,
  scope: { tenantId: number; branchId: number },
  ruleId: number,
): Promise<TPricingRule> {
  const [row] = await tx
    .select()
    .from(table)
    .where(
      and(
        eq(table.id, ruleId),
        eq(table.tenantId, scope.tenantId),
        eq(table.branchId, scope.branchId),
        isNull(table.archivedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound(table === ruleTable('charges') ? 'Charge' : 'Tax');
  return toPricingRule(row);
}
