// Every routing rule of spec section 4, driven through the HTTP call and judged by the
// domain's own routing functions, as the guest app will judge the answers.
import {
  afterCheckIn,
  afterNameEntered,
  afterOtpVerified,
} from '@tableside/shared/domain/check-in';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branchSettings, orderCustomers, orders, orderTables } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import {
  checkInNewGuest,
  lastCode,
  newDeviceId,
  newPhone,
  postCheckIn,
  sessionCookie,
} from './check-in-helpers';

const t = useTestApp();

const OTP_TEXT = /^\d{4} is your Tableside code for The Brew Room\. It expires in 5 minutes\.$/;

describe('a new number at a free table (NEW)', () => {
  const phoneNo = newPhone();
  const deviceId = newDeviceId();
  const body = { phoneNo, tableId: 2, branchId: 1, deviceId, noOfGuest: 3 };

  it('1. asks for the OTP and texts a 4-digit code, telling nothing about the number', async () => {
    const res = await postCheckIn(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orderId: null,
      isVerified: false,
      primaryCustomerName: null,
      customerDetails: null,
      customerAlreadyMapped: false,
      isOtpNeeded: true,
      isNewNumber: false,
      isTablePinNeeded: false,
    });
    expect(afterCheckIn(res.json())).toEqual({ kind: 'navigate', to: '/verify-otp' });
    expect(sessionCookie(res)).toBeNull();
    expect(t.outbox(phoneNo)).toHaveLength(1);
    expect(t.outbox(phoneNo)[0]?.text).toMatch(OTP_TEXT);
  });

  it('2. a right code of a new number asks for the name; nobody is seated yet', async () => {
    const res = await postCheckIn(t, { ...body, otpPin: lastCode(t, phoneNo) });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ isNewNumber: true, isOtpNeeded: false, orderId: null });
    expect(answer.customerDetails).toMatchObject({ name: null, phoneNo, deviceId });
    expect(afterOtpVerified(answer)).toEqual({ kind: 'navigate', to: '/enter-name' });
    expect(sessionCookie(res)).toBeNull();
    const occupied = await t.db.select().from(orderTables).where(eq(orderTables.tableId, 2));
    expect(occupied).toHaveLength(0);
  });

  it('3. the name opens the order with this guest as primary: /home with a session cookie', async () => {
    const eventsBefore = t.events.length;
    const res = await postCheckIn(t, { ...body, name: '  Meera   Iyer ' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      isVerified: false,
      primaryCustomerName: 'Meera Iyer',
      customerAlreadyMapped: false,
      isTablePinNeeded: false,
      isNewNumber: false,
      isOtpNeeded: false,
    });
    expect(answer.customerDetails).toMatchObject({ name: 'Meera Iyer', phoneNo, deviceId });
    expect(afterNameEntered(answer)).toEqual({ kind: 'navigate', to: '/home' });

    const cookie = res.cookies.find((c) => c.name === 'ts_guest');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, answer.orderId));
    expect(order).toMatchObject({
      noOfGuests: 3,
      status: 'NEW',
      primaryCustomerId: answer.customerDetails.id,
    });
    expect(order?.tableCode).toMatch(/^\d{4}$/);
    expect(t.events.slice(eventsBefore)).toEqual([
      {
        room: 'staff:1:1',
        event: 'staffTableUpdate',
        payload: { tableId: 2, orderId: answer.orderId },
      },
    ]);
  });

  it('4. scanning again on the trusted device skips the OTP: already mapped -> /home', async () => {
    const sent = t.outbox(phoneNo).length;
    t.clock.advance(6 * 60 * 1000); // past the last code's life: not a resend
    const res = await postCheckIn(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerAlreadyMapped: true, isOtpNeeded: false });
    expect(afterCheckIn(res.json())).toEqual({ kind: 'navigate', to: '/home' });
    expect(sessionCookie(res)).not.toBeNull();
    expect(t.outbox(phoneNo)).toHaveLength(sent);
  });
});

describe('joining a table with an open order (JOIN)', () => {
  it('a known number verifies, then goes to /verify-pin with the primary guest named', async () => {
    const primary = await checkInNewGuest(t, { tableId: 3, name: 'Kabir Shah' });
    const joiner = await checkInNewGuest(t, { tableId: 4, name: 'Lena Paul' });
    t.clock.advance(6 * 60 * 1000);
    // Lena, known by now, scans table 3 from a new phone: OTP, then straight to the PIN.
    const body = { phoneNo: joiner.phoneNo, tableId: 3, branchId: 1, deviceId: newDeviceId() };
    const sent = await postCheckIn(t, body);
    expect(afterCheckIn(sent.json())).toEqual({ kind: 'navigate', to: '/verify-otp' });
    const eventsBefore = t.events.length;
    const res = await postCheckIn(t, { ...body, otpPin: lastCode(t, joiner.phoneNo) });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      orderId: primary.body.orderId,
      primaryCustomerName: 'Kabir Shah',
      isTablePinNeeded: true,
      customerAlreadyMapped: false,
      isNewNumber: false,
    });
    expect(answer.customerDetails.name).toBe('Lena Paul');
    expect(afterOtpVerified(answer)).toEqual({ kind: 'navigate', to: '/verify-pin' });
    expect(sessionCookie(res)).not.toBeNull();
    const [mapping] = await t.db
      .select()
      .from(orderCustomers)
      .where(
        and(
          eq(orderCustomers.orderId, answer.orderId),
          eq(orderCustomers.customerId, answer.customerDetails.id),
        ),
      );
    expect(mapping).toMatchObject({ isPrimary: false, pinVerified: false });
    expect(t.events.slice(eventsBefore)).toEqual([
      {
        room: 'staff:1:1',
        event: 'staffTableUpdate',
        payload: { tableId: 3, orderId: answer.orderId },
      },
    ]);
  });

  it('a new number joining goes OTP -> name -> /verify-pin', async () => {
    const primary = await checkInNewGuest(t, { tableId: 5, name: 'Ravi Menon' });
    const body = { phoneNo: newPhone(), tableId: 5, branchId: 1, deviceId: newDeviceId() };
    await postCheckIn(t, body);
    const verified = await postCheckIn(t, { ...body, otpPin: lastCode(t, body.phoneNo) });
    expect(afterOtpVerified(verified.json())).toEqual({ kind: 'navigate', to: '/enter-name' });
    const named = await postCheckIn(t, { ...body, name: 'Zoya Khan' });
    expect(named.json()).toMatchObject({
      orderId: primary.body.orderId,
      primaryCustomerName: 'Ravi Menon',
      isTablePinNeeded: true,
    });
    expect(afterNameEntered(named.json())).toEqual({ kind: 'navigate', to: '/verify-pin' });
  });

  it('a joining guest who has not entered the PIN is sent to /verify-pin again, not /home', async () => {
    await checkInNewGuest(t, { tableId: 6, name: 'Ira Das' });
    const joiner = await checkInNewGuest(t, { tableId: 6, name: 'Om Joshi' });
    t.clock.advance(6 * 60 * 1000);
    const again = await postCheckIn(t, {
      phoneNo: joiner.phoneNo,
      tableId: 6,
      branchId: 1,
      deviceId: joiner.deviceId,
    });
    expect(again.json()).toMatchObject({ customerAlreadyMapped: false, isTablePinNeeded: true });
    expect(afterCheckIn(again.json())).toEqual({ kind: 'navigate', to: '/verify-pin' });
  });
});

describe('the answers do not tell whether a number is known', () => {
  it('a known and an unknown number get the same OTP answer', async () => {
    const known = await checkInNewGuest(t, { tableId: 7, name: 'Anu Varma' });
    t.clock.advance(6 * 60 * 1000);
    const a = await postCheckIn(t, { phoneNo: known.phoneNo, tableId: 7, branchId: 1 });
    const b = await postCheckIn(t, { phoneNo: newPhone(), tableId: 7, branchId: 1 });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });
});

describe('a customer who is already at the order checks in again', () => {
  // Issue 12, defect 5: a guest who closed the tab and scanned again on the same phone within
  // the code's 5 minutes got 409 'This customer is already added to this order' and was stuck
  // (the new tab knows no order). Spec section 4 rule 1: already mapped with an order -> /home.
  it('answers the seat and a session at once (re-scan, or Resend OTP) and later: /home', async () => {
    const guest = await checkInNewGuest(t, { tableId: 1, name: 'Tara Bose' });
    const again = () =>
      postCheckIn(t, {
        phoneNo: guest.phoneNo,
        tableId: 1,
        branchId: 1,
        deviceId: guest.deviceId,
        noOfGuest: 2,
      });
    for (const wait of [0, 5 * 60 * 1000 + 1000]) {
      t.clock.advance(wait);
      const res = await again();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        customerAlreadyMapped: true,
        orderId: guest.body.orderId,
        customerDetails: { id: guest.body.customerDetails.id, phoneNo: guest.phoneNo },
      });
      expect(sessionCookie(res)).not.toBeNull();
      expect(afterCheckIn(res.json())).toEqual({ kind: 'navigate', to: '/home' });
    }
  });

  it('without proof of the number, a resend just sends another code', async () => {
    const guest = await checkInNewGuest(t, { tableId: 1, name: 'Uma Nair' });
    t.clock.advance(60 * 1000);
    const other = await postCheckIn(t, {
      phoneNo: guest.phoneNo,
      tableId: 1,
      branchId: 1,
      deviceId: newDeviceId(),
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ isOtpNeeded: true, customerDetails: null });
  });
});

describe('a branch that does not ask for the OTP', () => {
  it('seats a new number after the name step without any SMS', async () => {
    await t.db
      .update(branchSettings)
      .set({ otpRequired: false })
      .where(eq(branchSettings.branchId, 2));
    const body = { phoneNo: newPhone(), tableId: 9, branchId: 2, noOfGuest: 1 };
    const first = await postCheckIn(t, body);
    expect(first.json()).toMatchObject({ isOtpNeeded: false, isNewNumber: true });
    expect(first.json().customerDetails.deviceId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const named = await postCheckIn(t, { ...body, name: 'Dev Patel' });
    expect(named.json()).toMatchObject({
      primaryCustomerName: 'Dev Patel',
      isTablePinNeeded: false,
    });
    expect(afterNameEntered(named.json())).toEqual({ kind: 'navigate', to: '/home' });
    expect(t.outbox(body.phoneNo)).toHaveLength(0);
  });
});
