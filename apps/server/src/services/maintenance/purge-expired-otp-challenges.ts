import { OTP_RATE_WINDOW_S } from '@tableside/shared/domain/constants';
import { and, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema/index';

/**
 * Deletes OTP challenges that have expired and left the send-rate window: the per-number and
 * per-address limits count the rows of the last 10 minutes, so younger ones must stay.
 * Returns how many rows went.
 */
export async function purgeExpiredOtpChallenges(db: Database, now: Date): Promise<number> {
  const outOfWindow = new Date(now.getTime() - OTP_RATE_WINDOW_S * 1000);
  const gone = await db
    .delete(otpChallenges)
    .where(and(lt(otpChallenges.expiresAt, now), lt(otpChallenges.createdAt, outOfWindow)))
    .returning({ id: otpChallenges.id });
  return gone.length;
}
