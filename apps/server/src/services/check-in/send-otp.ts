import { OTP_TTL_S } from '@tableside/shared/domain/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpChallenges } from '../../db/schema/index';
import type { SmsPort } from '../../integrations/sms/sms-port';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashOtp, newDigitsCode, otpSmsText } from './codes';
import { assertOtpSendAllowed } from './otp-limits';

export const SMS_FAILED_MESSAGE = 'We could not send the OTP right now. Please try again.';

/**
 * Sends a new code to the number (a resend is the same thing). Only the code's hash is
 * stored. The row is written before the SMS goes out, so the limits count it; if the
 * provider fails, the row is removed again, so the guest may retry at once.
 */
export async function sendOtp(
  deps: { db: Database; clock: Clock; sms: SmsPort },
  input: { tenantId: number; phoneNo: string; ip: string; brandName: string },
): Promise<void> {
  const { db, clock, sms } = deps;
  const now = clock.now();
  const code = newDigitsCode();
  const challengeId = await db.transaction(async (tx) => {
    await assertOtpSendAllowed(tx, now, input);
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        tenantId: input.tenantId,
        phoneNo: input.phoneNo,
        codeHash: hashOtp(input.phoneNo, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_S * 1000),
        createdAt: now,
        ip: input.ip,
      })
      .returning({ id: otpChallenges.id });
    if (!row) throw new Error('otp challenge not inserted');
    return row.id;
  });
  try {
    await sms.send({
      to: input.phoneNo,
      text: otpSmsText(code, input.brandName),
      otp: code,
      tenantId: input.tenantId,
    });
  } catch {
    // The adapter logged the provider's reason; the guest gets a retry message, no internals.
    await db.delete(otpChallenges).where(eq(otpChallenges.id, challengeId));
    throw new AppError('BAD_GATEWAY', SMS_FAILED_MESSAGE);
  }
}
