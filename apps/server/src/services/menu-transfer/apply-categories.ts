// The import's categories: every tab / category / sub-category the file names exists (live)
// after this, new ones last among their siblings in file order. The catalogue write layer
// has no in-transaction category insert, so the rows are written here.
import type { TMenuExport } from '@tableside/shared/contract/menu-transfer';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuCategories } from '../../db/schema/index';

export const categoryKey = (tab: string, category: string, subCategory: string | null) =>
  [tab, category, subCategory ?? ''].join('\u0000').toLowerCase();

/** Ensures the file's categories exist; answers category key -> id. */
export async function ensureCategories(
  tx: Database,
  tenantId: number,
  categories: TMenuExport['categories'],
): Promise<Map<string, number>> {
  const rows = await tx
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.tenantId, tenantId), isNull(menuCategories.archivedAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ids = new Map<string, number>();
  const nextOrder = new Map<string, number>();
  for (const r of rows) {
    const parent = r.parentId === null ? null : byId.get(r.parentId);
    if (r.parentId !== null && !parent) continue;
    const key = parent ? categoryKey(r.tab, parent.name, r.name) : categoryKey(r.tab, r.name, null);
    if (!ids.has(key)) ids.set(key, r.id);
    const siblings = `${r.tab}:${r.parentId ?? ''}`;
    nextOrder.set(siblings, Math.max(nextOrder.get(siblings) ?? 0, r.sortOrder + 1));
  }
  const insert = async (
    tab: TMenuExport['categories'][number]['tab'],
    name: string,
    parentId: number | null,
  ) => {
    const siblings = `${tab}:${parentId ?? ''}`;
    const sortOrder = nextOrder.get(siblings) ?? 0;
    nextOrder.set(siblings, sortOrder + 1);
    const [row] = await tx
      .insert(menuCategories)
      .values({ tenantId, tab, name, parentId, sortOrder })
      .returning({ id: menuCategories.id });
    if (!row) throw new Error('category insert returned nothing');
    return row.id;
  };
  for (const category of categories) {
    const topKey = categoryKey(category.tab, category.name, null);
    let topId = ids.get(topKey);
    if (topId === undefined) {
      topId = await insert(category.tab, category.name, null);
      ids.set(topKey, topId);
    }
    for (const sub of category.subCategories) {
      const subKey = categoryKey(category.tab, category.name, sub.name);
      if (!ids.has(subKey)) ids.set(subKey, await insert(category.tab, sub.name, topId));
    }
  }
  return ids;
}
