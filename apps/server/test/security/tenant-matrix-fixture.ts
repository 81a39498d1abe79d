// The two demo tenants, two tables each, for the isolation matrix: ids looked up in the seeded
// database, a guest seated at each table with one item in the cart, and what a guest could
// change of an order, to compare before and after a refused call.
import type { TAddOrderItemsResponse } from '@tableside/shared/contract/order-items';
import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  bills,
  branches,
  branchMenuItems,
  brands,
  diningTables,
  guestSessions,
  menuItems,
  modifiers,
  orderCustomers,
  paymentSessions,
  promotionGroups,
  promotions,
} from '../../src/db/schema/index';
import { loadOrder } from '../../src/services/orders/load-order';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import type { TestApp } from '../helpers/test-app';

export interface Tenant {
  tenantId: number;
  branchId: number;
  /** The branch's first two serviceable tables. */
  tableIds: [number, number];
  /** A size sold and in stock at the branch whose product has no add-ons. */
  menuItemId: number;
  productId: number;
  /** A promotion the branch shows. */
  promotionId: number;
}

/** A seated guest and the ids of its order that another guest might try. */
export interface Party extends SeatedGuest {
  orderItemId: number;
  orderGroupId: number;
  menuItemId: number;
  productId: number;
}

/** A demo brand by short name, with ids of its first branch. */
export async function lookUpTenant(db: Database, shortName: string): Promise<Tenant> {
  const [branch] = await db
    .select({ tenantId: branches.tenantId, branchId: branches.id })
    .from(branches)
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .where(eq(brands.shortName, shortName))
    .orderBy(asc(branches.id))
    .limit(1);
  if (!branch) throw new Error(`no branch of ${shortName}`);
  const { branchId } = branch;
  const tables = await db
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.branchId, branchId), isNotNull(diningTables.associateStaffUserId)))
    .orderBy(asc(diningTables.id))
    .limit(2);
  const [size] = await db
    .select({ menuItemId: menuItems.id, productId: menuItems.productId })
    .from(branchMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, branchMenuItems.menuItemId))
    .where(
      and(
        eq(branchMenuItems.branchId, branchId),
        eq(branchMenuItems.isAvailable, true),
        eq(branchMenuItems.minModifiers, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(modifiers)
            .where(eq(modifiers.productId, menuItems.productId)),
        ),
      ),
    )
    .orderBy(asc(menuItems.id))
    .limit(1);
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .innerJoin(promotionGroups, eq(promotionGroups.id, promotions.groupId))
    .where(
      and(
        eq(promotionGroups.branchId, branchId),
        eq(promotions.active, true),
        eq(promotions.deleteStatus, false),
        isNotNull(promotions.bannerUrl),
      ),
    )
    .orderBy(asc(promotions.id))
    .limit(1);
  const [first, second] = tables;
  if (!first || !second || !size || !promotion) throw new Error(`demo data of ${shortName}`);
  return {
    ...branch,
    tableIds: [first.id, second.id],
    ...size,
    promotionId: promotion.id,
  };
}

/** Seats a guest at the table and puts one item in its cart through the real add call. */
export async function seatParty(t: TestApp, tenant: Tenant, tableId: number): Promise<Party> {
  const guest = await seatGuest(t.db, t.clock, { tableId });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/order/public/addOrderItems?orderId=${guest.orderId}`,
    headers: guest.headers,
    payload: { orderId: guest.orderId, menuItemsBody: [cartItem(guest, tenant.menuItemId)] },
  });
  if (res.statusCode !== 200) throw new Error(`add failed ${res.statusCode}: ${res.body}`);
  const added: TAddOrderItemsResponse = res.json();
  const [orderItemId] = added.orderItemIds;
  const [group] = added.order.orderGroups;
  if (orderItemId === undefined || !group) throw new Error('no cart item');
  return {
    ...guest,
    orderItemId,
    orderGroupId: group.id,
    menuItemId: tenant.menuItemId,
    productId: tenant.productId,
  };
}

/** One item as the guest app sends it (the price is ignored by the server). */
export const cartItem = (guest: Pick<SeatedGuest, 'customerId'>, menuItemId: number) => ({
  quantity: 1,
  menuItemMaster: { id: menuItemId },
  price: 1,
  modifiers: [],
  orderItemModifierQuantityMappings: [],
  instructions: [],
  customerId: guest.customerId,
});

/** What a refused call must leave as it was: the order as guests see it, and its side rows. */
export async function orderState(db: Database, orderId: number) {
  return {
    order: await loadOrder(db, orderId),
    guests: await db.select().from(orderCustomers).where(eq(orderCustomers.orderId, orderId)),
    sessions: await db.select().from(guestSessions).where(eq(guestSessions.orderId, orderId)),
    bills: await db.select().from(bills).where(eq(bills.orderId, orderId)),
    paymentSessions: await db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId)),
  };
}

/** A refusal carries the error body and nothing else: no field of what was asked for. */
export function expectRefusal(res: { statusCode: number; body: string }, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
}
