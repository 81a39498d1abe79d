import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  branchCharges,
  branchTaxes,
  kitchenStationCategories,
  kitchenStations,
} from '../../db/schema/index';

interface CopyTarget {
  tenantId: number;
  fromBranchId: number;
  toBranchId: number;
}

/** A charge or tax as a new row of the target branch (the same columns in both tables). */
const ruleCopy = (
  rule: typeof branchCharges.$inferSelect,
  target: CopyTarget,
): typeof branchCharges.$inferInsert => ({
  tenantId: target.tenantId,
  branchId: target.toBranchId,
  name: rule.name,
  rateBp: rule.rateBp,
  sortOrder: rule.sortOrder,
  kind: rule.kind,
  fixedMinor: rule.fixedMinor,
  orderTypes: rule.orderTypes,
  categoryIds: rule.categoryIds,
  inclusive: rule.inclusive,
});

/** The source's live charges and taxes. */
export async function copyBranchCharges(tx: Transaction, target: CopyTarget) {
  const charges = await tx
    .select()
    .from(branchCharges)
    .where(and(eq(branchCharges.branchId, target.fromBranchId), isNull(branchCharges.archivedAt)))
    .orderBy(asc(branchCharges.id));
  const taxes = await tx
    .select()
    .from(branchTaxes)
    .where(and(eq(branchTaxes.branchId, target.fromBranchId), isNull(branchTaxes.archivedAt)))
    .orderBy(asc(branchTaxes.id));
  if (charges.length > 0) {
    await tx.insert(branchCharges).values(charges.map((c) => ruleCopy(c, target)));
  }
  if (taxes.length > 0) {
    await tx.insert(branchTaxes).values(taxes.map((t) => ruleCopy(t, target)));
  }
  return { charges: charges.length, taxes: taxes.length };
}

/** The source's live kitchen stations, each with the categories it cooks. */
export async function copyKitchenStations(tx: Transaction, target: CopyTarget) {
  const stations = await tx
    .select()
    .from(kitchenStations)
    .where(
      and(eq(kitchenStations.branchId, target.fromBranchId), isNull(kitchenStations.archivedAt)),
    )
    .orderBy(asc(kitchenStations.id));
  if (stations.length === 0) return { stations: 0 };
  const links = await tx
    .select()
    .from(kitchenStationCategories)
    .where(
      inArray(
        kitchenStationCategories.stationId,
        stations.map((s) => s.id),
      ),
    );
  for (const station of stations) {
    const [created] = await tx
      .insert(kitchenStations)
      .values({
        tenantId: target.tenantId,
        branchId: target.toBranchId,
        name: station.name,
        sortOrder: station.sortOrder,
      })
      .returning({ id: kitchenStations.id });
    if (!created) throw new Error('kitchen station insert returned no row');
    const categories = links.filter((l) => l.stationId === station.id);
    if (categories.length > 0) {
      await tx.insert(kitchenStationCategories).values(
        categories.map((l) => ({
          stationId: created.id,
          categoryId: l.categoryId,
          tenantId: target.tenantId,
        })),
      );
    }
  }
  return { stations: stations.length };
}
