import { cartChannel, customerChannel } from '@tableside/shared/contract/channels';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { branches, brands, orderCustomers, orders, orderTables } from '../db/schema/index';
import { findGuestSession } from '../http/guest-session';
import type { Clock } from '../lib/clock';
import { rooms } from './rooms';

export interface GuestChannels {
  /** Public channel name -> internal room key. */
  rooms: Map<string, string>;
  /** The room that marks the sockets of the session's order (rooms.order). */
  orderRoom: string | null;
}

/**
 * The channels a guest session may join: the cart and customer channels of the tables its
 * order occupies, and only for a guest the order admitted (the primary guest, or one who
 * entered the table PIN). An order that ended or left a table gives none of that table: its
 * guests' sockets left those rooms then (publisher.leave), and must not come back to hear
 * the next party's names.
 */
export async function guestChannelRooms(
  db: Database,
  clock: Clock,
  token: string,
): Promise<GuestChannels> {
  const allowed = new Map<string, string>();
  const session = await findGuestSession(db, clock, token);
  if (!session) return { rooms: allowed, orderRoom: null };
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
        ne(orders.status, 'COMPLETED'),
        or(eq(orderCustomers.pinVerified, true), eq(orderCustomers.isPrimary, true)),
      ),
    );
  if (!order) return { rooms: allowed, orderRoom: null };
  const { branchId } = order;

  const seats = await db
    .select({ tableId: orderTables.tableId })
    .from(orderTables)
    .where(and(eq(orderTables.orderId, orderId), eq(orderTables.active, true)));
  for (const { tableId } of seats) {
    allowed.set(cartChannel({ ...order, tableId }), rooms.cart({ tenantId, branchId, tableId }));
    allowed.set(
      customerChannel({ brandId: tenantId, branchId, tableId }),
      rooms.customer({ tenantId, branchId, tableId }),
    );
  }
  return { rooms: allowed, orderRoom: rooms.order({ tenantId, orderId }) };
}
