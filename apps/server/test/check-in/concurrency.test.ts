// Guests acting at the same moment: one order per table, and OTP guesses counted one by one.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branchSettings, orderCustomers, orderTables } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { lastCode, newDeviceId, newPhone, postCheckIn } from './check-in-helpers';

const t = useTestApp();

describe('concurrent NEW check-ins at one free table', () => {
  it('end with one order: one primary guest, the others joining it', async () => {
    // Branch 2 asks for no OTP, so every guest reaches the seat step in a single call.
    await t.db
      .update(branchSettings)
      .set({ otpRequired: false })
      .where(eq(branchSettings.branchId, 2));
    const guests = ['Amit Rao', 'Bela Sen', 'Chetan Iyer', 'Divya Pillai', 'Esha Gupta'];
    const answers = await Promise.all(
      guests.map((name) =>
        postCheckIn(t, { phoneNo: newPhone(), tableId: 10, branchId: 2, noOfGuest: 2, name }),
      ),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    const bodies = answers.map((res) => res.json());
    const orderIds = new Set(bodies.map((b) => b.orderId));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];

    const occupied = await t.db
      .select()
      .from(orderTables)
      .where(and(eq(orderTables.tableId, 10), eq(orderTables.active, true)));
    expect(occupied).toHaveLength(1);
    const seated = await t.db
      .select()
      .from(orderCustomers)
      .where(eq(orderCustomers.orderId, orderId));
    expect(seated).toHaveLength(guests.length);
    expect(seated.filter((s) => s.isPrimary)).toHaveLength(1);
    expect(bodies.filter((b) => b.isTablePinNeeded)).toHaveLength(guests.length - 1);
    const opened = t.events.filter((e) => e.event === 'staffTableUpdate');
    expect(opened).toHaveLength(guests.length);
  });
});

describe('concurrent OTP guesses', () => {
  it('judge at most 5 wrong codes; the right one after them is refused', async () => {
    const body = {
      phoneNo: newPhone(),
      tableId: 1,
      branchId: 1,
      deviceId: newDeviceId(),
      noOfGuest: 2,
    };
    await postCheckIn(t, body);
    const code = lastCode(t, body.phoneNo);
    const wrong = Array.from({ length: 10 }, (_, i) =>
      String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
    );
    const answers = await Promise.all(wrong.map((otpPin) => postCheckIn(t, { ...body, otpPin })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect((await postCheckIn(t, { ...body, otpPin: code })).statusCode).toBe(429);
  });
});
