// verify-table: the joining guest's table PIN, its lock, and the PIN-pending session.
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderTables } from '../../src/db/schema/index';
import { PIN_PENDING_MESSAGE } from '../../src/http/guest-session';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import {
  checkInNewGuest,
  postNewCustomerOrder,
  postVerifyTable,
  tableCodeOf,
} from './check-in-helpers';

const t = useTestApp();

const MINUTE = 60 * 1000;
const wrongPin = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');

/** A primary guest at the table and a joining guest who has not entered the PIN yet. */
async function joinerAt(tableId: number, branchId = 1) {
  const primary = await checkInNewGuest(t, { tableId, branchId, name: 'Host Guest' });
  const joiner = await checkInNewGuest(t, { tableId, branchId, name: 'Late Guest' });
  const orderId: number = joiner.body.orderId;
  expect(joiner.body.isTablePinNeeded).toBe(true);
  return { primary, joiner, orderId, pin: await tableCodeOf(t, orderId) };
}

describe('the table PIN', () => {
  it('a wrong PIN gets the spec text; the right one lets the guest in', async () => {
    const { joiner, orderId, pin } = await joinerAt(1);
    const wrong = await postVerifyTable(t, orderId, wrongPin(pin), { cookie: joiner.cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: MSG.incorrectPin,
      error: 'Bad Request',
      statusCode: 400,
    });

    const right = await postVerifyTable(t, orderId, pin, { cookie: joiner.cookie });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      isVerified: true,
      orderId,
      customerDetails: { deviceId: joiner.deviceId },
    });
    // Once in, the session works for order calls.
    const open = await postNewCustomerOrder(
      t,
      { tableId: 1, branchId: 1, noOfGuest: 2 },
      { cookie: joiner.cookie },
    );
    expect(open.json()).toEqual({ orderId });
  });

  it('5 wrong PINs lock entry for 15 minutes, even for the right PIN; then it works', async () => {
    const { joiner, orderId, pin } = await joinerAt(2);
    for (let i = 0; i < 5; i += 1) {
      const res = await postVerifyTable(t, orderId, wrongPin(pin), { cookie: joiner.cookie });
      expect(res.json().message).toBe(MSG.incorrectPin);
    }
    const sixth = await postVerifyTable(t, orderId, pin, { cookie: joiner.cookie });
    expect(sixth.statusCode).toBe(423);
    expect(sixth.json().message).toBe('Too many wrong PINs. Please try again in 15 minutes.');
    t.clock.advance(14 * MINUTE + 30 * 1000);
    const still = await postVerifyTable(t, orderId, pin, { cookie: joiner.cookie });
    expect(still.statusCode).toBe(423);
    expect(still.json().message).toBe('Too many wrong PINs. Please try again in 1 minute.');
    t.clock.advance(30 * 1000);
    const after = await postVerifyTable(t, orderId, pin, { cookie: joiner.cookie });
    expect(after.statusCode).toBe(200);
    expect(after.json().isVerified).toBe(true);
  });

  it('the lock is per guest: another joining guest can still enter the PIN', async () => {
    const { joiner, orderId, pin } = await joinerAt(3);
    for (let i = 0; i < 5; i += 1)
      await postVerifyTable(t, orderId, wrongPin(pin), { cookie: joiner.cookie });
    const other = await checkInNewGuest(t, { tableId: 3, name: 'Third Guest' });
    expect((await postVerifyTable(t, orderId, pin, { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('the primary guest never needs it and is answered verified', async () => {
    const seated = await seatGuest(t.db, t.clock, { tableId: 4 });
    const res = await postVerifyTable(t, seated.orderId, '0000', {
      cookie: seated.headers.cookie ?? '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isVerified: true, orderId: seated.orderId });
    expect(res.json().customerDetails.deviceId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});

describe('a guest who has not entered the PIN', () => {
  it('is refused by every other order call', async () => {
    const { joiner } = await joinerAt(5);
    const res = await postNewCustomerOrder(
      t,
      { tableId: 5, branchId: 1, noOfGuest: 2 },
      { cookie: joiner.cookie },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PIN_PENDING_MESSAGE);
  });
});

describe('verify-table refuses', () => {
  it.each([
    ['no session', { cookie: undefined }, 401, MSG.sessionExpired],
    ['another tenant header', { tenant: '2' }, 403, 'X-Tenant does not match your session'],
  ])('%s', async (_what, opts, status, message) => {
    const { joiner, orderId, pin } = await joinerAt(6);
    const res = await postVerifyTable(t, orderId, pin, { cookie: joiner.cookie, ...opts });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('another order than the session one: 404', async () => {
    const { joiner, orderId } = await joinerAt(7);
    const res = await postVerifyTable(t, orderId + 1000, '1234', { cookie: joiner.cookie });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['abcd', 'tableCode'],
    ['123', 'tableCode'],
    ['12345', 'tableCode'],
  ])('tableCode %s: 400 naming the field', async (code, field) => {
    const res = await postVerifyTable(t, 1, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('orderId that is not an id: 400 naming it', async () => {
    const res = await postVerifyTable(t, 'x', '1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^orderId: /);
  });

  it('a closed order: the session-expired text, PIN not judged', async () => {
    const { joiner, orderId, pin } = await joinerAt(9, 2);
    await t.db
      .update(orders)
      .set({ status: 'COMPLETED', isSystemCompleted: true })
      .where(eq(orders.id, orderId));
    await t.db.update(orderTables).set({ active: false }).where(eq(orderTables.orderId, orderId));
    const res = await postVerifyTable(t, orderId, pin, { cookie: joiner.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.sessionExpired);
  });
});
