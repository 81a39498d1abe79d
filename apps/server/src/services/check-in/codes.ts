// The two 4-digit secrets of check-in: the SMS code (OTP) and the table PIN.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_TTL_S } from '@tableside/shared/domain/constants';

/** A uniformly random code from the CSPRNG, zero-padded ('0427'). */
export function newDigitsCode(length: number = OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

// Salted with the number so equal codes of different numbers never share a hash. A 4-digit
// code cannot be hidden from someone holding the table; the hash keeps it out of logs and
// dumps, and the 5-minute expiry and 5-try limit do the real protecting.
export function hashOtp(phoneNo: string, code: string): string {
  return createHash('sha256').update(`${phoneNo}:${code}`).digest('hex');
}

export function otpMatches(codeHash: string, phoneNo: string, code: string): boolean {
  const given = Buffer.from(hashOtp(phoneNo, code), 'hex');
  const stored = Buffer.from(codeHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Codes are the same length, so comparing them in constant time is plain timingSafeEqual. */
export function codesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const otpSmsText = (code: string, brandName: string) =>
  `${code} is your Tableside code for ${brandName}. It expires in ${OTP_TTL_S / 60} minutes.`;
