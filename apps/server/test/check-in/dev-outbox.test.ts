// GET /v1/dev/sms-outbox: what the console adapter sent, for testers and e2e tests.
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { newPhone, postCheckIn } from './check-in-helpers';

const t = useTestApp();

const outbox = (query: string) =>
  t.app.inject({ method: 'GET', url: `${SYSTEM_ROUTES.smsOutbox}${query}` });

describe('the dev SMS outbox', () => {
  it('lists the codes sent to a number, newest first, with a raw or an encoded +', async () => {
    const phoneNo = newPhone();
    const other = newPhone();
    await postCheckIn(t, { phoneNo, tableId: 1, branchId: 1, noOfGuest: 2 });
    await postCheckIn(t, { phoneNo: other, tableId: 1, branchId: 1, noOfGuest: 2 });
    t.clock.advance(60_000);
    await postCheckIn(t, { phoneNo, tableId: 1, branchId: 1, noOfGuest: 2 });

    for (const query of [`?phoneNo=${phoneNo}`, `?phoneNo=${encodeURIComponent(phoneNo)}`]) {
      const res = await outbox(query);
      expect(res.statusCode).toBe(200);
      const entries = res.json();
      expect(entries).toHaveLength(2);
      expect(entries[0].sentAt > entries[1].sentAt).toBe(true);
      for (const entry of entries) {
        expect(entry).toEqual({
          phoneNo,
          otp: expect.stringMatching(/^\d{4}$/),
          text: `${entry.otp} is your Tableside code for The Brew Room. It expires in 5 minutes.`,
          sentAt: expect.any(String),
        });
      }
    }
    const all = (await outbox('')).json();
    expect(all.map((e: { phoneNo: string }) => e.phoneNo)).toEqual([phoneNo, other, phoneNo]);
  });

  it('names a malformed phoneNo', async () => {
    const res = await outbox('?phoneNo=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^phoneNo: /);
  });
});
