import { randomUUID } from 'node:crypto';
import type { TVerifyTableResponse } from '@tableside/shared/contract/check-in';
import { PIN_LOCK_S, PIN_MAX_WRONG_TRIES } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestSessions, orderCustomers } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readLock, recordFailure } from '../auth-attempts/auth-attempts-store';
import { assertOrderNotClosed } from '../orders/order-guards';
import { lockOrder } from '../staff/order-lock';
import { codesEqual } from './codes';
import { orderPinPolicy } from './pin-limits';
import { minutesLeft } from './wait-text';

type Outcome = { kind: 'verified' } | { kind: 'wrong' } | { kind: 'locked'; until: Date };

/**
 * A joining guest proves they sit at the table by its PIN (DECISIONS "Table PIN"). The
 * order's row is locked, so concurrent guesses are counted one by one; the 5th wrong PIN
 * locks PIN entry for this guest and order for 15 minutes, and the order's 10th in 15
 * minutes (pin-limits.ts) for every guest of the order, so more guests get no more guesses.
 * A guest who already passed (or the primary guest) is answered verified again without a
 * check.
 */
export async function verifyTablePin(
  deps: { db: Database; clock: Clock },
  input: { guest: GuestContext; orderId: number; tableCode: string },
): Promise<TVerifyTableResponse> {
  const { db, clock } = deps;
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const now = clock.now();
  const ofGuest = and(
    eq(orderCustomers.orderId, guest.orderId),
    eq(orderCustomers.customerId, guest.customerId),
  );
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const order = await lockOrder(tx, guest.tenantId, guest.orderId);
    assertOrderNotClosed(order);
    const [mapping] = await tx.select().from(orderCustomers).where(ofGuest);
    if (!mapping) throw new AppError('NOT_FOUND', 'Order not found');
    if (mapping.pinVerified) return { kind: 'verified' };
    if (mapping.pinLockedUntil && mapping.pinLockedUntil.getTime() > now.getTime()) {
      return { kind: 'locked', until: mapping.pinLockedUntil };
    }
    const orderKey = String(guest.orderId);
    const orderLock = await readLock(tx, orderPinPolicy, orderKey, now);
    if (orderLock?.until) return { kind: 'locked', until: orderLock.until };
    if (codesEqual(order.tableCode, input.tableCode)) {
      await tx
        .update(orderCustomers)
        .set({ pinVerified: true, pinWrongAttempts: 0, pinLockedUntil: null })
        .where(ofGuest);
      return { kind: 'verified' };
    }
    await recordFailure(tx, orderPinPolicy, orderKey, now);
    const wrong = mapping.pinWrongAttempts + 1;
    const lock = wrong >= PIN_MAX_WRONG_TRIES;
    await tx
      .update(orderCustomers)
      .set({
        pinWrongAttempts: lock ? 0 : wrong,
        pinLockedUntil: lock ? new Date(now.getTime() + PIN_LOCK_S * 1000) : null,
      })
      .where(ofGuest);
    return { kind: 'wrong' };
  });
  if (outcome.kind === 'wrong') throw new AppError('BAD_REQUEST', MSG.incorrectPin);
  if (outcome.kind === 'locked')
    throw new AppError(
      'LOCKED',
      `Too many wrong PINs. Please try again in ${minutesLeft(outcome.until, now)}.`,
    );
  return {
    isVerified: true,
    orderId: guest.orderId,
    customerDetails: { deviceId: await sessionDeviceId(db, guest) },
  };
}

/**
 * The device id check-in used, kept on the session. A session made without check-in has
 * none; it is given one now, as check-in gives one to a request that came without.
 */
async function sessionDeviceId(db: Database, guest: GuestContext): Promise<string> {
  if (guest.deviceId) return guest.deviceId;
  const deviceId = randomUUID();
  await db.update(guestSessions).set({ deviceId }).where(eq(guestSessions.id, guest.sessionId));
  return deviceId;
}
