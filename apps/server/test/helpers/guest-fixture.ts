import { TENANT_HEADER } from '@tableside/shared/contract/common';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  customers,
  diningTables,
  orderCustomers,
  orders,
  orderTables,
} from '../../src/db/schema/index';
import { createGuestSession, GUEST_COOKIE } from '../../src/http/guest-session';
import type { Clock } from '../../src/lib/clock';

export interface SeatedGuest {
  orderId: number;
  customerId: number;
  tenantId: number;
  branchId: number;
  tableId: number;
  tableCode: string;
  /** Headers a request of this guest carries: the session cookie and X-Tenant. */
  headers: Record<string, string>;
}

let phoneCounter = 0;

/**
 * Seats a guest at a table by writing the rows check-in would write, without the check-in
 * call: for tests of what comes after check-in. Joins the table's open order if there is one.
 */
export async function seatGuest(
  db: Database,
  clock: Clock,
  opts: { tableId?: number; name?: string; verified?: boolean; phoneNo?: string } = {},
): Promise<SeatedGuest> {
  const tableId = opts.tableId ?? 1;
  const [table] = await db.select().from(diningTables).where(eq(diningTables.id, tableId));
  if (!table) throw new Error(`no table ${tableId}`);
  const { tenantId, branchId } = table;
  phoneCounter += 1;
  const phoneNo = opts.phoneNo ?? `+9198${String(76_000_000 + phoneCounter).padStart(8, '0')}`;
  const [customer] = await db
    .insert(customers)
    .values({ tenantId, phoneNo, name: opts.name ?? `Guest ${phoneCounter}` })
    .returning();
  if (!customer) throw new Error('customer not inserted');

  const [open] = await db
    .select({ orderId: orderTables.orderId })
    .from(orderTables)
    .where(and(eq(orderTables.tableId, tableId), eq(orderTables.active, true)));
  let orderId = open?.orderId;
  let isPrimary = false;
  if (!orderId) {
    const [order] = await db
      .insert(orders)
      .values({
        tenantId,
        branchId,
        tableCode: '4321',
        noOfGuests: 2,
        primaryCustomerId: customer.id,
        isVerified: opts.verified ?? true,
      })
      .returning();
    if (!order) throw new Error('order not inserted');
    orderId = order.id;
    isPrimary = true;
    await db.insert(orderTables).values({ tenantId, orderId, tableId });
  }
  await db
    .insert(orderCustomers)
    .values({ tenantId, orderId, customerId: customer.id, isPrimary, pinVerified: true });
  const session = await createGuestSession(db, clock, {
    tenantId,
    orderId,
    customerId: customer.id,
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    orderId,
    customerId: customer.id,
    tenantId,
    branchId,
    tableId,
    tableCode: order?.tableCode ?? '',
    headers: { cookie: `${GUEST_COOKIE}=${session.token}`, [TENANT_HEADER]: String(tenantId) },
  };
}
