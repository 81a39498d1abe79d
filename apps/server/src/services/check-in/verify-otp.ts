import { OTP_MAX_WRONG_TRIES } from '@tableside/shared/domain/constants';
import { MSG } from '@tableside/shared/domain/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema/index';
import { AppError, type AppErrorCode } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { otpMatches } from './codes';
import { type CustomerRecord, ensureCustomer, trustDevice } from './customer-record';

type Outcome = CustomerRecord | 'none' | 'wrong' | 'expired' | 'used' | 'exhausted';

const ASK_RESEND = 'Please tap Resend OTP for a new one.';

/** Wrong codes are 400 with the spec's text; codes that can no longer work say why. */
const REFUSALS: Record<Exclude<Outcome, CustomerRecord>, [AppErrorCode, string]> = {
  none: ['BAD_REQUEST', MSG.invalidCode],
  wrong: ['BAD_REQUEST', MSG.invalidCode],
  expired: ['GONE', `This OTP has expired. ${ASK_RESEND}`],
  used: ['GONE', `This OTP has already been used. ${ASK_RESEND}`],
  exhausted: ['TOO_MANY_REQUESTS', `Too many wrong attempts for this OTP. ${ASK_RESEND}`],
};

/**
 * Checks the code against the number's NEWEST code only (a resend replaces the earlier one).
 * The row is locked, so concurrent guesses are counted one by one and never more than 5 are
 * judged. A right code is used up, and the device becomes trusted for the number; the
 * customer row is created here for a new number (its name comes with the name step).
 */
export async function verifyOtp(
  deps: { db: Database; clock: Clock },
  input: { tenantId: number; phoneNo: string; code: string; deviceId: string },
): Promise<CustomerRecord> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [latest] = await tx
      .select()
      .from(otpChallenges)
      .where(
        and(eq(otpChallenges.tenantId, input.tenantId), eq(otpChallenges.phoneNo, input.phoneNo)),
      )
      .orderBy(desc(otpChallenges.id))
      .limit(1)
      .for('update');
    if (!latest) return 'none';
    if (latest.consumedAt) return 'used';
    if (latest.wrongAttempts >= OTP_MAX_WRONG_TRIES) return 'exhausted';
    if (latest.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (!otpMatches(latest.codeHash, input.phoneNo, input.code)) {
      await tx
        .update(otpChallenges)
        .set({ wrongAttempts: sql`${otpChallenges.wrongAttempts} + 1` })
        .where(eq(otpChallenges.id, latest.id));
      return 'wrong';
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, latest.id));
    const customer = await ensureCustomer(tx, input.tenantId, input.phoneNo);
    await trustDevice(tx, {
      tenantId: input.tenantId,
      customerId: customer.id,
      deviceId: input.deviceId,
      at: now,
    });
    return customer;
  });
  if (typeof outcome === 'string') throw new AppError(...REFUSALS[outcome]);
  return outcome;
}
