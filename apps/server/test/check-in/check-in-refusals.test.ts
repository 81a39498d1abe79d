// What check-in refuses: bad input (400 naming the field), tables it cannot serve, wrong
// tenants; and that a refusal writes nothing and sends no SMS.
import { MSG } from '@tableside/shared/domain/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orders, otpChallenges } from '../../src/db/schema/index';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { newPhone, postCheckIn } from './check-in-helpers';

const t = useTestApp();

const valid = () => ({ phoneNo: newPhone(), tableId: 1, branchId: 1, noOfGuest: 2 });

async function writes() {
  const [codes] = await t.db.select({ n: count() }).from(otpChallenges);
  const [people] = await t.db.select({ n: count() }).from(customers);
  const [tables] = await t.db.select({ n: count() }).from(orders);
  return { codes: codes?.n, people: people?.n, orders: tables?.n, sms: t.outbox().length };
}

describe('bad input: 400 naming the field, nothing written', () => {
  it.each([
    [{ phoneNo: '9876543210' }, 'phoneNo: must be + and 7 to 15 digits'],
    [{ phoneNo: '+91 98765 43210' }, 'phoneNo: must be + and 7 to 15 digits'],
    [
      { phoneNo: '+915876543210' },
      'phoneNo: Phone number must be 10 digits and start with 6-9 for India',
    ],
    [
      { phoneNo: '+9198765432' },
      'phoneNo: Phone number must be 10 digits and start with 6-9 for India',
    ],
    [{ phoneNo: '+8821234567890' }, 'phoneNo: must be a number of a supported country'],
    [{ phoneNo: `+91${'9'.repeat(5000)}` }, 'phoneNo: must be + and 7 to 15 digits'],
    [{ noOfGuest: 0 }, 'noOfGuest: must be at least 1'],
    [{ noOfGuest: 7 }, 'noOfGuest: must be at most 6'],
    [{ noOfGuest: '2' }, 'noOfGuest: '],
    [{ otpPin: 'abcd' }, 'otpPin: must be 4 digits'],
    [{ otpPin: '12345' }, 'otpPin: must be 4 digits'],
    [{ name: 'J0hn' }, 'name: must be letters and spaces only'],
    [{ name: 'A'.repeat(61) }, 'name: must be at most 60 characters'],
    [{ name: '   ' }, 'name: is required'],
    [{ deviceId: 'x'.repeat(65) }, 'deviceId: must be 8 to 64 letters, digits or -'],
    [{ deviceId: '../../etc' }, 'deviceId: must be 8 to 64 letters, digits or -'],
    [{ tableId: 0 }, 'tableId: '],
    [{ tableId: 2 ** 31 }, 'tableId: '],
    [{ branchId: 'one' }, 'branchId: '],
  ])('%o -> %s', async (change, message) => {
    const before = await writes();
    const res = await postCheckIn(t, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(message)).toBe(true);
    expect(await writes()).toEqual(before);
  });

  it('a free table needs the guest count before any SMS is sent', async () => {
    const before = await writes();
    const { noOfGuest: _omitted, ...body } = valid();
    const res = await postCheckIn(t, { ...body, tableId: 6 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('noOfGuest: is required to start a new table session (1 to 6)');
    expect(await writes()).toEqual(before);
  });

  it('malformed JSON and a missing X-Tenant are 400s', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-app/public/check-in',
      headers: { 'x-tenant': '1', 'content-type': 'application/json' },
      payload: '{"phoneNo":',
    });
    expect(json.statusCode).toBe(400);
    const header = await t.app.inject({
      method: 'POST',
      url: '/v1/customer-app/public/check-in',
      payload: valid(),
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toMatch(/^x-tenant: /);
  });
});

describe('tables check-in cannot serve', () => {
  it.each([
    ['an unknown table', { tableId: 999 }, '1', 404, MSG.tableNotIdentified],
    ['a table of another branch', { tableId: 9, branchId: 1 }, '1', 404, MSG.tableNotIdentified],
    [
      'a brand-1 table with X-Tenant 2',
      {},
      '2',
      403,
      'X-Tenant does not match the requested resource',
    ],
    ['table 8 (no customer associate)', { tableId: 8 }, '1', 409, MSG.notServiceable],
  ])('%s', async (_what, change, tenant, status, message) => {
    const before = await writes();
    const res = await postCheckIn(t, { ...valid(), ...change }, { tenant });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message, error: expect.any(String), statusCode: status });
    expect(await writes()).toEqual(before);
  });

  it('a table being checked out takes nobody; one whose bill was requested is still joinable', async () => {
    const seated = await seatGuest(t.db, t.clock, { tableId: 2 });
    await t.db.update(orders).set({ status: 'CHECKOUT' }).where(eq(orders.id, seated.orderId));
    const before = await writes();
    const res = await postCheckIn(t, { ...valid(), tableId: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.beingCheckedOut);
    expect(await writes()).toEqual(before);

    await t.db.update(orders).set({ status: 'REQUEST_BILL' }).where(eq(orders.id, seated.orderId));
    const joinable = await postCheckIn(t, { ...valid(), tableId: 2 });
    expect(joinable.statusCode).toBe(200);
    expect(joinable.json().isOtpNeeded).toBe(true);
  });
});
