import { createHash, randomBytes } from 'node:crypto';
import { TENANT_HEADER } from '@tableside/shared/contract/common';
import { MSG } from '@tableside/shared/domain/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { reusableQuery } from '../db/reusable-query';
import { guestSessions, orderCustomers, orders } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';

export const GUEST_COOKIE = 'ts_guest';
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface GuestContext {
  sessionId: number;
  tenantId: number;
  orderId: number;
  /** The order's branch: an order never changes branch, so a write can use it before its lock. */
  branchId: number;
  customerId: number;
  /** The device id check-in used; null for sessions made without check-in. */
  deviceId: string | null;
  /** False for a joining guest who has not entered the table PIN yet. */
  pinVerified: boolean;
}

/** Told to a joining guest whose session may only be used to enter the table PIN. */
export const PIN_PENDING_MESSAGE = 'Please enter the table PIN to join this table';

/** Session rows keep only this hash of the cookie's token (guest and staff sessions alike). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Binds the browser to one tenant, order and customer (DECISIONS "Guest session"). Call it
 * with the transaction that mapped the customer to the order, so both commit together, then
 * hand the token to `setGuestCookie` once the transaction committed.
 */
export async function createGuestSession(
  db: Database,
  clock: Clock,
  binding: { tenantId: number; orderId: number; customerId: number; deviceId?: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
  await db.insert(guestSessions).values({ ...binding, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export function setGuestCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }) {
  reply.setCookie(GUEST_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires: session.expiresAt,
  });
}

// Every guest call starts here: built once (see reusable-query).
const selectGuestSession = reusableQuery((db) =>
  db
    .select({
      sessionId: guestSessions.id,
      tenantId: guestSessions.tenantId,
      orderId: guestSessions.orderId,
      branchId: orders.branchId,
      customerId: guestSessions.customerId,
      deviceId: guestSessions.deviceId,
      pinVerified: orderCustomers.pinVerified,
    })
    .from(guestSessions)
    .innerJoin(orders, eq(orders.id, guestSessions.orderId))
    .innerJoin(
      orderCustomers,
      and(
        eq(orderCustomers.orderId, guestSessions.orderId),
        eq(orderCustomers.customerId, guestSessions.customerId),
      ),
    )
    .where(
      and(
        eq(guestSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(guestSessions.revokedAt),
        gt(guestSessions.expiresAt, sql.placeholder('now')),
      ),
    ),
);

/**
 * The live (not revoked, not expired) session of a cookie token, or null, whatever the
 * request's X-Tenant; the realtime join uses it too.
 */
export async function findGuestSession(
  db: Database,
  clock: Clock,
  token: string,
): Promise<GuestContext | null> {
  const [session] = await selectGuestSession(db, { tokenHash: hashToken(token), now: clock.now() });
  return session ?? null;
}

/** The session a request's cookie carries, or null (pre-session calls such as check-in). */
export function findRequestGuest(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
): Promise<GuestContext | null> {
  const token = request.cookies[GUEST_COOKIE];
  return token ? findGuestSession(db, clock, token) : Promise.resolve(null);
}

/**
 * The guest behind a request. No or stale cookie: 401 with the session-expired text; an
 * X-Tenant other than the session's: 403. A joining guest who has not entered the table PIN
 * is refused (403) unless the call is the PIN entry itself (`allowPinPending`). Sessions
 * outlive the order's close on purpose: the app must still read the closed order to show
 * the payment result or session-expired.
 */
export async function requireGuest(
  db: Database,
  clock: Clock,
  request: FastifyRequest,
  options: { allowPinPending?: boolean } = {},
): Promise<GuestContext> {
  const session = await findRequestGuest(db, clock, request);
  if (!session) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  const claimed = Number(request.headers[TENANT_HEADER]);
  if (claimed !== session.tenantId) {
    throw new AppError('FORBIDDEN', 'X-Tenant does not match your session');
  }
  if (!session.pinVerified && !options.allowPinPending) {
    throw new AppError('FORBIDDEN', PIN_PENDING_MESSAGE);
  }
  return session;
}

/** Another order than the session's is answered as if it did not exist. */
export function assertGuestOrder(guest: GuestContext, orderId: number): void {
  if (guest.orderId !== orderId) throw new AppError('NOT_FOUND', 'Order not found');
}
