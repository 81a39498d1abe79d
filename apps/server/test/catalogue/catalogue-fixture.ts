// Shared set-up of the catalogue editor tests: signed-in calls of the back office, the guest's
// menu, and an item body to start from. Demo ids: brand 1 has branches 1 and 2, brand 2 has 3.
import type { TCatalogueItem, TCreateItemBody } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { TENANT_HEADER } from '@tableside/shared/contract/common';
import type { TMenuProduct, TMenuResponse } from '@tableside/shared/contract/menu';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { menuCategories } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/test-app';

export const BRANCH = 1;
export const OTHER_BRANCH = 2;
export const OTHER_TENANT_BRANCH = 3;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export const path = (template: string, params: Record<string, number>) =>
  Object.entries(params).reduce((url, [k, v]) => url.replace(`:${k}`, String(v)), template);

/** A back-office call as the signed-in member (`headers` from signIn). */
export function call(
  t: TestApp,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export const itemUrl = (productId: number, branchId = BRANCH) =>
  path(CATALOGUE_ROUTES.item, { branchId, productId });

/** A top-level live category of the tenant's EAT tab. */
export async function eatCategoryOf(t: TestApp, tenantId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(
        eq(menuCategories.tenantId, tenantId),
        eq(menuCategories.tab, 'EAT'),
        isNull(menuCategories.parentId),
      ),
    )
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id))
    .limit(1);
  if (!row) throw new Error(`tenant ${tenantId} has no EAT category`);
  return row.id;
}

export function itemBody(categoryId: number, name: string): TCreateItemBody {
  return {
    categoryId,
    name,
    description: 'Slow-cooked, smoky',
    foodType: 'VEGETARIAN',
    isAlcoholic: false,
    calories: 420,
    tags: ['House special'],
    sizes: [
      { name: 'Half', price: 150, isDefault: true },
      { name: 'Full', price: 240.5, isDefault: false },
    ],
    addOnGroup: {
      min: 1,
      max: 2,
      addOns: [
        { name: 'Extra cheese', price: 30, autoSelect: false },
        { name: 'Butter', price: 15, autoSelect: false },
      ],
    },
    instructions: ['Less spicy'],
    recommendedIds: [],
    allergens: [{ allergen: 'MILK', level: 'CONTAINS' }],
    imageKey: null,
  };
}

/** The save of an item as read (what the editor sends back), with changes on top. */
export function asUpdate(item: TCatalogueItem, changes: Partial<TCreateItemBody> = {}) {
  return {
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    foodType: item.foodType,
    isAlcoholic: item.isAlcoholic,
    calories: item.calories,
    tags: item.tags,
    sizes: item.sizes
      .filter((s) => !s.archived)
      .map((s) => ({ id: s.id, name: s.name, price: s.defaultPrice, isDefault: s.isDefault })),
    addOnGroup: item.addOnGroup,
    instructions: item.instructions,
    recommendedIds: item.recommendedIds,
    allergens: item.allergens,
    imageKey: item.imageKey,
    version: item.version,
    ...changes,
  };
}

export async function createItem(
  t: TestApp,
  headers: Record<string, string>,
  body: TCreateItemBody,
  branchId = BRANCH,
): Promise<TCatalogueItem> {
  const res = await call(t, headers, 'POST', path(CATALOGUE_ROUTES.items, { branchId }), body);
  if (res.statusCode !== 201) throw new Error(`create item: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The guest app's menu of a branch, flattened to its cards. */
export async function guestCards(t: TestApp, tenantId: number, branchId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.menu}?branchId=${branchId}`,
    headers: { [TENANT_HEADER]: String(tenantId) },
  });
  if (res.statusCode !== 200) throw new Error(`guest menu: ${res.statusCode} ${res.body}`);
  const menu: TMenuResponse = res.json();
  return menu.flatMap((c): TMenuProduct[] => [
    ...c.menuResponseDetails,
    ...c.subCategories.flatMap((s) => s.menuResponseDetails),
  ]);
}

export const guestNames = async (t: TestApp, tenantId: number, branchId: number) =>
  (await guestCards(t, tenantId, branchId)).map((card) => card.displayName);
