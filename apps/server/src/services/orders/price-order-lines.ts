// Turns items as a client sends them into cart lines priced from the catalogue: the size must
// be this tenant's and sold at the order's branch, the add-ons must be the product's and
// satisfy its limits (spec section 5). A client's price is never read.
import type { TOrderItemInput } from '@tableside/shared/contract/order-items';
import {
  addOnQuantityMax,
  addOnQuantityProblem,
  validateAddOnSelection,
} from '@tableside/shared/domain/add-ons';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, menuItems, type modifiers, products } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/app-error';
import { guestOrderable } from '../menu/guest-availability';

export interface PricedAddOn {
  modifierId: number;
  name: string;
  quantity: number;
  unitPriceMinor: number;
}

export interface PricedLine {
  menuItemId: number;
  productId: number;
  /** The product's and the size's names now: the line's snapshot (refreshed at confirmation). */
  itemName: string;
  sizeName: string;
  quantity: number;
  /** The size alone; add-ons carry their own prices. */
  unitPriceMinor: number;
  addOns: PricedAddOn[];
  instructions: string[];
  /** Where the item sat in the request, for messages ('menuItemsBody.0.'). */
  field: string;
}

export interface LineScope {
  tenantId: number;
  branchId: number;
  customerId: number;
}

/** One item to price and where it sits in the body, for messages ('menuItemsBody.0.'). */
export interface LineRequest {
  input: TOrderItemInput;
  field: string;
}

export const outOfStock = (displayName: string, sizeName: string) =>
  new AppError('CONFLICT', `${displayName} (${sizeName}) is out of stock right now.`);

type AddOnRow = Pick<
  typeof modifiers.$inferSelect,
  'id' | 'productId' | 'itemName' | 'priceMinor' | 'autoSelect'
>;

// The product's live add-ons in menu order, as JSON beside each size: pricing an add is one
// round trip, not two (issue 15). Qualified by hand: the subquery's table is not in the FROM.
const addOnsOfProduct = sql<AddOnRow[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'productId', m.product_id, 'itemName', m.item_name,
    'priceMinor', m.price_minor, 'autoSelect', m.auto_select) order by m.sort_order, m.id)
  from modifiers m where m.product_id = "menu_items"."product_id" and not m.delete_status), '[]'::json)`;

function selectSizes(db: Database, scope: LineScope, ids: number[]) {
  return db
    .select({
      id: menuItems.id,
      productId: menuItems.productId,
      sizeName: menuItems.sizeName,
      displayName: products.displayName,
      priceMinor: branchMenuItems.priceMinor,
      isAvailable: guestOrderable,
      minModifiers: branchMenuItems.minModifiers,
      maxModifiers: branchMenuItems.maxModifiers,
      addOns: addOnsOfProduct,
    })
    .from(menuItems)
    .innerJoin(products, eq(products.id, menuItems.productId))
    .leftJoin(
      branchMenuItems,
      and(
        eq(branchMenuItems.menuItemId, menuItems.id),
        eq(branchMenuItems.branchId, scope.branchId),
      ),
    )
    .where(and(inArray(menuItems.id, ids), eq(menuItems.tenantId, scope.tenantId)));
}

type SizeRow = Awaited<ReturnType<typeof selectSizes>>[number];

/** Prices every item in one query; throws on the first item that cannot be ordered. */
export async function priceOrderLines(
  db: Database,
  scope: LineScope,
  requests: readonly LineRequest[],
): Promise<PricedLine[]> {
  const sizeIds = [...new Set(requests.map((r) => r.input.menuItemMaster.id))];
  const sizes = new Map((await selectSizes(db, scope, sizeIds)).map((s) => [s.id, s]));
  // Two sizes of one product carry the same add-ons: each product's once.
  const addOnRows = [
    ...new Map([...sizes.values()].map((size) => [size.productId, size.addOns])).values(),
  ].flat();
  return requests.map((request) => priceLine(scope, request, sizes, addOnRows));
}

function priceLine(
  scope: LineScope,
  { input, field }: LineRequest,
  sizes: Map<number, SizeRow>,
  addOnRows: AddOnRow[],
): PricedLine {
  if (input.customerId !== scope.customerId) {
    throw badRequest(`${field}customerId: must be your own customer id`);
  }
  const size = sizes.get(input.menuItemMaster.id);
  if (!size) {
    throw new AppError(
      'NOT_FOUND',
      `${field}menuItemMaster.id: serving size ${input.menuItemMaster.id} not found`,
    );
  }
  if (size.priceMinor === null) {
    throw badRequest(
      `${field}menuItemMaster.id: ${size.displayName} (${size.sizeName}) is not sold at this branch`,
    );
  }
  if (!size.isAvailable) throw outOfStock(size.displayName, size.sizeName);
  const offered = addOnRows.filter((row) => row.productId === size.productId);
  return {
    menuItemId: size.id,
    productId: size.productId,
    itemName: size.displayName,
    sizeName: size.sizeName,
    quantity: input.quantity,
    unitPriceMinor: size.priceMinor,
    addOns: pickAddOns(input, field, size, offered),
    // Free text is allowed beside the product's own list (a guest may write 'no onions');
    // the contract bounds count and length, and a repeat adds nothing.
    instructions: [...new Set(input.instructions)],
    field,
  };
}

/** The chosen add-ons (auto-selected ones always included) in menu order, with quantities. */
function pickAddOns(
  input: TOrderItemInput,
  field: string,
  size: SizeRow,
  offered: AddOnRow[],
): PricedAddOn[] {
  const wanted = new Map<number, number>();
  for (const { id } of input.modifiers) wanted.set(id, wanted.get(id) ?? 1);
  for (const mapping of input.orderItemModifierQuantityMappings) {
    wanted.set(mapping.orderItemCustomerModifierMappingId, mapping.modifierQuantity);
  }
  for (const id of wanted.keys()) {
    if (!offered.some((row) => row.id === id)) {
      throw badRequest(`${field}modifiers: add-on ${id} is not offered with ${size.displayName}`);
    }
  }
  assertAddOnQuantities(input, field, offered);
  const autoIds = offered.filter((row) => row.autoSelect).map((row) => row.id);
  const check = validateAddOnSelection(size, [...wanted.keys()], autoIds);
  if (!check.ok) throw badRequest(check.message);
  return offered
    .filter((row) => wanted.has(row.id) || row.autoSelect)
    .map((row) => ({
      modifierId: row.id,
      name: row.itemName,
      quantity: wanted.get(row.id) ?? 1,
      unitPriceMinor: row.priceMinor,
    }));
}

/** Each add-on's own maximum (an auto-selected one comes as one); the first over it is named. */
function assertAddOnQuantities(input: TOrderItemInput, field: string, offered: AddOnRow[]): void {
  for (const [i, mapping] of input.orderItemModifierQuantityMappings.entries()) {
    const row = offered.find((r) => r.id === mapping.orderItemCustomerModifierMappingId);
    if (!row) continue; // refused above as not offered
    const max = addOnQuantityMax(row.autoSelect);
    const problem = addOnQuantityProblem(row.itemName, mapping.modifierQuantity, max);
    if (problem) {
      throw badRequest(
        `${field}orderItemModifierQuantityMappings.${i}.modifierQuantity: ${problem}`,
      );
    }
  }
}
