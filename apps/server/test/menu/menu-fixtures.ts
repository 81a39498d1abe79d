// Reading the demo menu two ways: as the seed content declares it (the expectation) and as
// the API answers it (what the guest app sees).
import type { TMenuCategory, TMenuProduct } from '@tableside/shared/contract/menu';
import type { MenuTab } from '@tableside/shared/domain/enums';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema/index';
import type { DemoBrand, DemoProduct } from '../../src/db/seed/demo-types';

export const MENU_URL = '/v1/menuItemMaster/public/menu-item-grouped-category';
export const CUSTOMIZATION_URL =
  '/v1/menuItemMaster/public/getCustomizationResponseForProductMaster';
export const SEARCH_URL = '/v1/menuItemMaster/public/menuItemMaster/fuzzySearch';
export const KEYWORDS_URL = '/v1/menuItemMaster/public/items-with-keywords';
export const PROMOTIONS_URL = '/v1/groupedPromotion/public/all';

export type PlacedDemoProduct = DemoProduct & { tab: MenuTab; topLevelCategory: string };

/** Every product of a demo brand with its tab and top-level category, in menu order. */
export function demoProductsOf(brand: DemoBrand): PlacedDemoProduct[] {
  return brand.menu.flatMap((category) =>
    [
      ...(category.products ?? []),
      ...(category.subCategories ?? []).flatMap((sub) => sub.products),
    ].map((p) => ({ ...p, tab: category.tab, topLevelCategory: category.name })),
  );
}

/** The cards of a grouped menu answer, flattened in display order. */
export function cardsOf(menu: TMenuCategory[]): TMenuProduct[] {
  return menu.flatMap((c) => [
    ...c.menuResponseDetails,
    ...c.subCategories.flatMap((s) => s.menuResponseDetails),
  ]);
}

export async function productIdByName(
  db: Database,
  tenantId: number,
  name: string,
): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.displayName, name)));
  if (!row) throw new Error(`no product ${name} of tenant ${tenantId}`);
  return row.id;
}

export const tenantHeaders = (tenantId: number) => ({ 'x-tenant': String(tenantId) });
