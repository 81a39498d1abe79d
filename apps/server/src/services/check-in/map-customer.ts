import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers, orderCustomers } from '../../db/schema/index';
import { createGuestSession } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';
import type { OrderRow } from '../staff/order-lock';
import { announceTable } from './announce-table';
import { lockTableOrder, openOrder, withTableRace } from './open-order';

/**
 * Where the customer ends up: already at the table (`mapped`), at it but still owing the
 * table PIN (`pinPending`), newly added as a joining guest (`joined`), or primary guest of an
 * order opened for them (`opened`).
 */
export type Seat = 'mapped' | 'pinPending' | 'joined' | 'opened';

export interface SeatResult {
  seat: Seat;
  orderId: number;
  isVerified: boolean;
  primaryCustomerName: string | null;
  session: { token: string; expiresAt: Date };
}

export const noOfGuestRequired = () =>
  new AppError('BAD_REQUEST', 'noOfGuest: is required to start a new table session (1 to 6)');

async function joinOrder(tx: Database, order: OrderRow, customerId: number, at: Date) {
  const [added] = await tx
    .insert(orderCustomers)
    .values({ tenantId: order.tenantId, orderId: order.id, customerId, joinedAt: at })
    .onConflictDoNothing()
    .returning({ customerId: orderCustomers.customerId });
  if (added) return 'joined' as const;
  const [mapping] = await tx
    .select({ pinVerified: orderCustomers.pinVerified })
    .from(orderCustomers)
    .where(and(eq(orderCustomers.orderId, order.id), eq(orderCustomers.customerId, customerId)));
  return mapping?.pinVerified ? ('mapped' as const) : ('pinPending' as const);
}

async function customerName(tx: Database, customerId: number | null): Promise<string | null> {
  if (customerId === null) return null;
  const [row] = await tx
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.name ?? null;
}

/**
 * Maps a verified, named customer to the table's order and issues their guest session, in
 * one transaction: joins the open order, or opens one when the table is free. A table in
 * checkout takes nobody. The staff floor hears of a new order or a new guest.
 */
export async function mapCustomer(
  deps: { db: Database; clock: Clock; publisher: EventPublisher },
  input: {
    tenantId: number;
    branchId: number;
    tableId: number;
    customerId: number;
    deviceId: string;
    noOfGuest?: number;
  },
): Promise<SeatResult> {
  const { db, clock } = deps;
  const result = await withTableRace(() =>
    db.transaction(async (tx) => {
      const at = clock.now();
      let order = await lockTableOrder(tx, input.tableId);
      let seat: Seat;
      if (order) {
        if (order.status === 'CHECKOUT') throw new AppError('CONFLICT', MSG.beingCheckedOut);
        seat = await joinOrder(tx, order, input.customerId, at);
      } else {
        if (input.noOfGuest === undefined) throw noOfGuestRequired();
        order = await openOrder(tx, { ...input, noOfGuest: input.noOfGuest, at });
        seat = 'opened';
      }
      const session = await createGuestSession(tx, clock, {
        tenantId: input.tenantId,
        orderId: order.id,
        customerId: input.customerId,
        deviceId: input.deviceId,
      });
      return {
        seat,
        orderId: order.id,
        isVerified: order.isVerified,
        primaryCustomerName: await customerName(tx, order.primaryCustomerId),
        session,
      };
    }),
  );
  if (result.seat === 'joined' || result.seat === 'opened') {
    announceTable(deps.publisher, { ...input, orderId: result.orderId });
  }
  return result;
}
