// A guest whose order was paid, for the receipt and feedback tests: the known cart of the
// bill tests, settled by the waiter through the staff API (or online through the gateway).
import { eq } from 'drizzle-orm';
import { branchMenuItems, diningTables, orders } from '../../src/db/schema/index';
import { addGroup, addKnownCart } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import type { TestApp } from '../helpers/test-app';
import { gatewayCharged, openGatewayCheckout, pay } from '../reports/report-fixture';

type Headers = Record<string, string>;

export async function paidGuest(
  t: TestApp,
  waiter: Headers,
  opts: { tableId: number; phoneNo?: string; online?: boolean },
): Promise<SeatedGuest> {
  const guest = await seatGuest(t.db, t.clock, { tableId: opts.tableId, phoneNo: opts.phoneNo });
  // Seated on the test's clock (the seating helper leaves the database's now()), so the
  // report's table turn is not negative.
  await t.db.update(orders).set({ openedAt: t.clock.now() }).where(eq(orders.id, guest.orderId));
  if (guest.tenantId === 1) {
    await addKnownCart(t.db, guest);
  } else {
    // Another brand sells its own menu: one portion of the first item of the branch.
    const [item] = await t.db
      .select({ menuItemId: branchMenuItems.menuItemId })
      .from(branchMenuItems)
      .where(eq(branchMenuItems.branchId, guest.branchId))
      .limit(1);
    await addGroup(t.db, guest, 'COMPLETED', [{ menuItemId: item?.menuItemId ?? 0, quantity: 1 }]);
  }
  if (opts.online) {
    await gatewayCharged(t, await openGatewayCheckout(t, guest));
  } else {
    await pay(t, waiter, guest.orderId, 'CASH', t.clock.now().toISOString());
  }
  return guest;
}

/** The first table of another brand (the demo's brand 2). */
export async function otherBrandTable(t: TestApp): Promise<number> {
  const [table] = await t.db.select().from(diningTables).where(eq(diningTables.tenantId, 2));
  if (!table) throw new Error('the demo has no brand 2 table');
  return table.id;
}
