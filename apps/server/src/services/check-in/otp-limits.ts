import {
  OTP_MAX_PER_IP,
  OTP_MAX_PER_NUMBER,
  OTP_RATE_WINDOW_S,
  RESEND_OTP_COUNTDOWN_S,
} from '@tableside/shared/domain/constants';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { otpChallenges } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { minutesLeft, secondsLeft } from './wait-text';

// Advisory-lock namespaces: two concurrent sends to one number (or from one address) must
// not both pass the counts below before either inserts its row.
const LOCK_IP = 0x07e1;
const LOCK_NUMBER = 0x07e2;

const tooMany = (message: string) => new AppError('TOO_MANY_REQUESTS', message);

/**
 * The OTP send limits of DECISIONS "Guest identity", counted from otp_challenges so they hold
 * across server processes: a resend only 59 s after the last code, at most 3 codes per number
 * and 100 per IP address in 10 minutes. Run inside the transaction that inserts the code.
 */
export async function assertOtpSendAllowed(
  tx: Transaction,
  now: Date,
  input: { tenantId: number; phoneNo: string; ip: string },
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_IP}, hashtext(${input.ip}))`);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_NUMBER}, hashtext(${`${input.tenantId}:${input.phoneNo}`}))`,
  );
  const windowStart = new Date(now.getTime() - OTP_RATE_WINDOW_S * 1000);
  const ofNumber = and(
    eq(otpChallenges.tenantId, input.tenantId),
    eq(otpChallenges.phoneNo, input.phoneNo),
  );

  const [latest] = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(ofNumber)
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  const resendAt = new Date((latest?.createdAt.getTime() ?? 0) + RESEND_OTP_COUNTDOWN_S * 1000);
  if (resendAt > now) {
    throw tooMany(`Please wait ${secondsLeft(resendAt, now)} before requesting a new OTP.`);
  }

  const [forNumber] = await tx
    .select({ sent: count(), oldest: min(otpChallenges.createdAt) })
    .from(otpChallenges)
    .where(and(ofNumber, gt(otpChallenges.createdAt, windowStart)));
  if (forNumber && forNumber.sent >= OTP_MAX_PER_NUMBER && forNumber.oldest) {
    const freeAt = new Date(forNumber.oldest.getTime() + OTP_RATE_WINDOW_S * 1000);
    throw tooMany(
      `Too many OTPs were requested for this number. Please try again in ${minutesLeft(freeAt, now)}.`,
    );
  }

  const [fromIp] = await tx
    .select({ sent: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, windowStart)));
  if (fromIp && fromIp.sent >= OTP_MAX_PER_IP) {
    throw tooMany(
      'Too many OTPs were requested from this network. Please try again in a few minutes.',
    );
  }
}
