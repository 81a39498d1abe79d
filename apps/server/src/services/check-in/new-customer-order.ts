import type {
  TNewCustomerOrderBody,
  TNewCustomerOrderResponse,
} from '@tableside/shared/contract/check-in';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestSessions, orderCustomers } from '../../db/schema/index';
import { createGuestSession, type GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import { isOrderClosed, lockOrder } from '../staff/order-lock';
import { announceTable } from './announce-table';
import { lockTableOrder, openOrder, withTableRace } from './open-order';
import { resolveCheckInTable } from './resolve-table';

export const TABLE_TAKEN_MESSAGE =
  'This table already has an open order. Please scan the table code again to join it.';
export const STILL_SEATED_MESSAGE =
  'Your table session is still open at another table. Please finish it first.';

type Session = { token: string; expiresAt: Date };

/**
 * Opens the table's order for a guest who already has a session (DECISIONS "Paths"), without
 * a new SMS code. Idempotent: the guest's own open order at this table is answered as is.
 * When the guest's order has closed (paid, or closed by staff) and they stay or rescan, a
 * free table gets a new order with them as primary guest, and the session moves to it (the
 * old one is revoked). A table held by someone else's order is joined only through check-in
 * and its PIN; a guest whose order is still open elsewhere cannot open a second one.
 */
export async function newCustomerOrder(
  deps: { db: Database; clock: Clock; publisher: EventPublisher },
  input: { guest: GuestContext; body: TNewCustomerOrderBody },
): Promise<{ response: TNewCustomerOrderResponse; session: Session | null }> {
  const { db, clock } = deps;
  const { guest, body } = input;
  const table = await resolveCheckInTable(db, { ...body, tenantId: guest.tenantId });
  const result = await withTableRace(() =>
    db.transaction(async (tx) => {
      const at = clock.now();
      const open = await lockTableOrder(tx, table.tableId);
      if (open?.id === guest.orderId) return { orderId: open.id, session: null, opened: false };
      if (open) {
        const [mapping] = await tx
          .select({ pinVerified: orderCustomers.pinVerified })
          .from(orderCustomers)
          .where(
            and(
              eq(orderCustomers.orderId, open.id),
              eq(orderCustomers.customerId, guest.customerId),
            ),
          );
        if (!mapping?.pinVerified) throw new AppError('CONFLICT', TABLE_TAKEN_MESSAGE);
        const session = await moveSession(tx, clock, guest, open.id, at);
        return { orderId: open.id, session, opened: false };
      }
      const own = await lockOrder(tx, guest.tenantId, guest.orderId);
      if (!isOrderClosed(own)) throw new AppError('CONFLICT', STILL_SEATED_MESSAGE);
      const order = await openOrder(tx, {
        ...table,
        noOfGuest: body.noOfGuest,
        customerId: guest.customerId,
        at,
      });
      const session = await moveSession(tx, clock, guest, order.id, at);
      return { orderId: order.id, session, opened: true };
    }),
  );
  if (result.opened) announceTable(deps.publisher, { ...table, orderId: result.orderId });
  return { response: { orderId: result.orderId }, session: result.session };
}

/** The browser's session follows the guest to the other order; the old token stops working. */
async function moveSession(
  tx: Database,
  clock: Clock,
  guest: GuestContext,
  orderId: number,
  at: Date,
): Promise<Session> {
  await tx
    .update(guestSessions)
    .set({ revokedAt: at })
    .where(eq(guestSessions.id, guest.sessionId));
  return createGuestSession(tx, clock, {
    tenantId: guest.tenantId,
    orderId,
    customerId: guest.customerId,
    deviceId: guest.deviceId,
  });
}
