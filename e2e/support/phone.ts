import { randomInt } from 'node:crypto';

const handedOut = new Set<string>();

/**
 * A valid Indian mobile number nobody in this run has used (10 digits, starting 6 to 9), so
 * every guest is new to the server: the OTP and name steps always appear. Random rather than
 * counted, because a retry runs in a new worker process with a fresh counter.
 */
export function uniqueMobile(): { mobile: string; phoneNo: string } {
  for (;;) {
    const mobile = `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (handedOut.has(mobile)) continue;
    handedOut.add(mobile);
    return { mobile, phoneNo: `+91${mobile}` };
  }
}
