// The OTP limits of DECISIONS "Guest identity", with the clock moved by hand.
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges } from '../../src/db/schema/index';
import { hashOtp } from '../../src/services/check-in/codes';
import { useTestApp } from '../helpers/test-app';
import { checkInNewGuest, lastCode, newDeviceId, newPhone, postCheckIn } from './check-in-helpers';

const t = useTestApp();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const RESEND = 'Please tap Resend OTP for a new one.';

/** A number at table 1 (which has no order yet in this file's first tests: noOfGuest given). */
const start = (ip = '10.1.0.1') => {
  const body = {
    phoneNo: newPhone(),
    tableId: 1,
    branchId: 1,
    deviceId: newDeviceId(),
    noOfGuest: 2,
  };
  return {
    body,
    send: () => postCheckIn(t, body, { ip }),
    verify: (otpPin: string) => postCheckIn(t, { ...body, otpPin }, { ip }),
  };
};

/** A code that is not the one sent (codes are 4 random digits). */
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('verifying a code', () => {
  it('counts wrong tries: 5 are told the spec text, the 6th is refused even with the right code', async () => {
    const g = start();
    await g.send();
    const code = lastCode(t, g.body.phoneNo);
    for (let i = 0; i < 5; i += 1) {
      const res = await g.verify(wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.invalidCode);
    }
    const sixth = await g.verify(code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(`Too many wrong attempts for this OTP. ${RESEND}`);
  });

  it('refuses an expired code, and a fresh code then works', async () => {
    const g = start();
    await g.send();
    const code = lastCode(t, g.body.phoneNo);
    t.clock.advance(5 * MINUTE);
    const res = await g.verify(code);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(`This OTP has expired. ${RESEND}`);
    expect((await g.send()).statusCode).toBe(200);
    const fresh = await g.verify(lastCode(t, g.body.phoneNo));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().isNewNumber).toBe(true);
  });

  it('accepts a code just before it expires', async () => {
    const g = start();
    await g.send();
    t.clock.advance(5 * MINUTE - SECOND);
    expect((await g.verify(lastCode(t, g.body.phoneNo))).statusCode).toBe(200);
  });

  it('refuses a used code from another device', async () => {
    const g = start();
    await g.send();
    const code = lastCode(t, g.body.phoneNo);
    expect((await g.verify(code)).statusCode).toBe(200);
    const replay = await postCheckIn(t, { ...g.body, deviceId: newDeviceId(), otpPin: code });
    expect(replay.statusCode).toBe(410);
    expect(replay.json().message).toBe(`This OTP has already been used. ${RESEND}`);
  });

  it('answers the spec text for a code when none was sent', async () => {
    const res = await postCheckIn(t, { ...start().body, otpPin: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidCode);
  });

  it('only the newest code counts after a resend', async () => {
    const g = start();
    await g.send();
    const first = lastCode(t, g.body.phoneNo);
    t.clock.advance(59 * SECOND);
    await g.send();
    const second = lastCode(t, g.body.phoneNo);
    // Two random codes are equal once in 10,000 draws; then there is nothing to tell apart.
    if (first !== second) expect((await g.verify(first)).statusCode).toBe(400);
    expect((await g.verify(second)).statusCode).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const g = start();
    await g.send();
    const code = lastCode(t, g.body.phoneNo);
    const rows = await t.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNo, g.body.phoneNo));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(hashOtp(g.body.phoneNo, code));
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });
});

describe('sending codes', () => {
  it('allows a resend only after 59 s, saying how long to wait', async () => {
    const g = start();
    await g.send();
    t.clock.advance(30 * SECOND);
    const early = await g.send();
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait 29 seconds before requesting a new OTP.');
    t.clock.advance(28 * SECOND);
    expect((await g.send()).json().message).toBe(
      'Please wait 1 second before requesting a new OTP.',
    );
    t.clock.advance(1 * SECOND);
    expect((await g.send()).statusCode).toBe(200);
    expect(t.outbox(g.body.phoneNo)).toHaveLength(2);
  });

  it('sends at most 3 codes per number in 10 minutes', async () => {
    const g = start();
    for (let i = 0; i < 3; i += 1) {
      expect((await g.send()).statusCode).toBe(200);
      t.clock.advance(60 * SECOND);
    }
    const fourth = await g.send();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Too many OTPs were requested for this number. Please try again in 7 minutes.',
    );
    expect(t.outbox(g.body.phoneNo)).toHaveLength(3);
    t.clock.advance(7 * MINUTE); // the first code is now 10 minutes old
    expect((await g.send()).statusCode).toBe(200);
  });

  it('sends at most 100 codes per IP address in 10 minutes, then other addresses still work', async () => {
    const ip = '10.9.9.9';
    const now = t.clock.now();
    await t.db.insert(otpChallenges).values(
      Array.from({ length: 100 }, (_, i) => ({
        tenantId: 1,
        phoneNo: `+91980000${String(i).padStart(4, '0')}`,
        codeHash: 'x',
        expiresAt: now,
        createdAt: new Date(now.getTime() - i * SECOND),
        ip,
      })),
    );
    const refused = await start(ip).send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many OTPs were requested from this network. Please try again in a few minutes.',
    );
    expect((await start('10.9.9.10').send()).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await start(ip).send()).statusCode).toBe(200);
  });
});

describe('trusted devices', () => {
  it('skip the OTP for 30 days after verifying the number, not after', async () => {
    const guest = await checkInNewGuest(t, { tableId: 2, name: 'Nina Roy' });
    const again = { phoneNo: guest.phoneNo, tableId: 2, branchId: 1, deviceId: guest.deviceId };
    t.clock.advance(30 * 24 * 60 * MINUTE - MINUTE);
    expect((await postCheckIn(t, again)).json()).toMatchObject({
      customerAlreadyMapped: true,
      isOtpNeeded: false,
    });
    t.clock.advance(2 * MINUTE);
    expect((await postCheckIn(t, again)).json()).toMatchObject({
      customerAlreadyMapped: false,
      isOtpNeeded: true,
    });
    // Another device of the same number was never trusted.
    const other = await postCheckIn(t, { ...again, deviceId: newDeviceId() });
    expect(other.statusCode).toBe(429); // the code just sent is under a minute old
  });
});
