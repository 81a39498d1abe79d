import { cartChannel, customerChannel } from '@tableside/shared/contract/channels';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { branches, brands, orderCustomers, orders, orderTables } from '../db/schema/index';
import { findGuestSession } from '../http/guest-session';
import type { Clock } from '../lib/clock';
import { rooms } from './rooms';

/**
 * The channels a guest session may join, as public name -> internal room key.
 *
 * Only a guest the order admitted (the primary guest, or one who entered the table PIN) gets
 * any. While the order occupies tables: their cart and customer channels. Once it released
 * them (closed or voided): the customer channels of the tables it last occupied, so that a
 * phone reconnecting right after the close still hears the logout or void event; but only
 * while no new order sits there, whose customer events the old guests must not see.
 */
export async function guestChannelRooms(
  db: Database,
  clock: Clock,
  token: string,
): Promise<Map<string, string>> {
  const allowed = new Map<string, string>();
  const session = await findGuestSession(db, clock, token);
  if (!session) return allowed;
  const { tenantId, orderId } = session;

  const [order] = await db
    .select({
      branchId: orders.branchId,
      tenantShortName: brands.shortName,
      branchShortName: branches.shortName,
    })
    .from(orderCustomers)
    .innerJoin(orders, eq(orders.id, orderCustomers.orderId))
    .innerJoin(brands, eq(brands.id, orders.tenantId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(
      and(
        eq(orderCustomers.orderId, orderId),
        eq(orderCustomers.customerId, session.customerId),
        eq(orders.tenantId, tenantId),
        or(eq(orderCustomers.pinVerified, true), eq(orderCustomers.isPrimary, true)),
      ),
    );
  if (!order) return allowed;
  const { branchId } = order;

  const seats = await db
    .select({ tableId: orderTables.tableId, active: orderTables.active })
    .from(orderTables)
    .where(eq(orderTables.orderId, orderId));
  const active = seats.filter((s) => s.active).map((s) => s.tableId);
  const allowCustomer = (tableId: number) =>
    allowed.set(
      customerChannel({ brandId: tenantId, branchId, tableId }),
      rooms.customer({ tenantId, branchId, tableId }),
    );
  for (const tableId of active) {
    allowed.set(cartChannel({ ...order, tableId }), rooms.cart({ tenantId, branchId, tableId }));
    allowCustomer(tableId);
  }
  if (active.length > 0) return allowed;

  // Released: the same tables orderRooms() publishes the order's last events to.
  const last = [...new Set(seats.map((s) => s.tableId))];
  if (last.length === 0) return allowed;
  const taken = await db
    .select({ tableId: orderTables.tableId })
    .from(orderTables)
    .where(
      and(
        inArray(orderTables.tableId, last),
        eq(orderTables.active, true),
        ne(orderTables.orderId, orderId),
      ),
    );
  const takenIds = new Set(taken.map((t) => t.tableId));
  for (const tableId of last.filter((id) => !takenIds.has(id))) allowCustomer(tableId);
  return allowed;
}
