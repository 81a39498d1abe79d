import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client';
import * as s from '../../src/db/schema/index';
import { manualClock } from '../../src/lib/clock';
import { purgeEndedGuestSessions } from '../../src/services/maintenance/purge-ended-guest-sessions';
import { purgeEndedStaffSessions } from '../../src/services/maintenance/purge-ended-staff-sessions';
import { purgeExpiredOtpChallenges } from '../../src/services/maintenance/purge-expired-otp-challenges';
import { purgeOldIdempotencyKeys } from '../../src/services/maintenance/purge-old-idempotency-keys';
import { purgeSpentSetupTokens } from '../../src/services/maintenance/purge-spent-setup-tokens';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestDatabase } from '../helpers/test-db';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const token = () => randomBytes(16).toString('hex');

let database: DatabaseHandle;
let db: Database;
let tenantId: number;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  db = database.db;
  const [brand] = await db.select({ id: s.brands.id }).from(s.brands).limit(1);
  tenantId = brand!.id;
});
afterAll(() => database.close());

describe('maintenance purges (manual clock)', () => {
  it('deletes OTP challenges that expired and left the 10-minute rate window, keeps the rest', async () => {
    const rows = await db
      .insert(s.otpChallenges)
      .values(
        [
          { created: 11, expires: 6 }, // gone: expired and out of the window
          { created: 6, expires: 1 }, // expired but still counted by the send limits
          { created: 1, expires: -4 }, // live
        ].map(({ created, expires }) => ({
          tenantId,
          phoneNo: '+919800000001',
          codeHash: token(),
          createdAt: ago(created),
          expiresAt: ago(expires),
        })),
      )
      .returning({ id: s.otpChallenges.id });
    expect(await purgeExpiredOtpChallenges(db, NOW)).toBe(1);
    const left = await db
      .select({ id: s.otpChallenges.id })
      .from(s.otpChallenges)
      .where(
        inArray(
          s.otpChallenges.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
  });

  it('deletes expired and revoked guest sessions, keeps live ones and the order history', async () => {
    const old = manualClock(ago(13 * 60)); // its 12-hour session expired an hour ago
    const expired = await seatGuest(db, old, { tableId: 3 });
    const live = await seatGuest(db, manualClock(NOW), { tableId: 4 });
    const revoked = await seatGuest(db, manualClock(NOW), { tableId: 5 });
    await db
      .update(s.guestSessions)
      .set({ revokedAt: NOW })
      .where(eq(s.guestSessions.orderId, revoked.orderId));

    expect(await purgeEndedGuestSessions(db, NOW)).toBe(2);
    const sessionsOf = (orderId: number) =>
      db.select().from(s.guestSessions).where(eq(s.guestSessions.orderId, orderId));
    expect(await sessionsOf(expired.orderId)).toEqual([]);
    expect(await sessionsOf(revoked.orderId)).toEqual([]);
    expect(await sessionsOf(live.orderId)).toHaveLength(1);
    const orders = await db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(inArray(s.orders.id, [expired.orderId, revoked.orderId]));
    expect(orders).toHaveLength(2);
  });

  it('deletes expired and revoked staff sessions, keeps live ones', async () => {
    const [user] = await db.select({ id: s.staffUsers.id }).from(s.staffUsers).limit(1);
    const rows = await db
      .insert(s.staffSessions)
      .values(
        [
          { expiresAt: ago(1), revokedAt: null },
          { expiresAt: ago(-60), revokedAt: ago(5) },
          { expiresAt: ago(-60), revokedAt: null },
        ].map((r) => ({ ...r, tenantId, staffUserId: user!.id, tokenHash: token() })),
      )
      .returning({ id: s.staffSessions.id });
    expect(await purgeEndedStaffSessions(db, NOW)).toBe(2);
    const left = await db
      .select({ id: s.staffSessions.id })
      .from(s.staffSessions)
      .where(
        inArray(
          s.staffSessions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ id: rows[2]!.id }]);
  });

  it('deletes Idempotency-Keys older than a day, keeps younger ones', async () => {
    const guest = await seatGuest(db, manualClock(NOW), { tableId: 6 });
    const rows = await db
      .insert(s.idempotencyKeys)
      .values(
        [25 * 60, 23 * 60].map((minutes) => ({
          tenantId,
          customerId: guest.customerId,
          key: token(),
          requestHash: token(),
          createdAt: ago(minutes),
        })),
      )
      .returning({ id: s.idempotencyKeys.id });
    expect(await purgeOldIdempotencyKeys(db, NOW)).toBe(1);
    const left = await db
      .select({ id: s.idempotencyKeys.id })
      .from(s.idempotencyKeys)
      .where(eq(s.idempotencyKeys.customerId, guest.customerId));
    expect(left).toEqual([{ id: rows[1]!.id }]);
  });

  it('deletes used and expired setup tokens, keeps the live one', async () => {
    const rows = await db
      .insert(s.setupTokens)
      .values(
        [
          { expiresAt: ago(-60), usedAt: ago(1) },
          { expiresAt: ago(1), usedAt: null },
          { expiresAt: ago(-60), usedAt: null },
        ].map((r) => ({ ...r, tokenHash: token() })),
      )
      .returning({ id: s.setupTokens.id });
    expect(await purgeSpentSetupTokens(db, NOW)).toBe(2);
    const left = await db
      .select({ id: s.setupTokens.id })
      .from(s.setupTokens)
      .where(
        inArray(
          s.setupTokens.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ id: rows[2]!.id }]);
  });
});
