// The receipt as a PDF to keep, and its link by SMS to the number the guest checked in with
// (issue 16 item 10).
import { execFileSync } from 'node:child_process';
import { DEV_SMS_MESSAGES_PATH } from '@tableside/shared/contract/dev';
import { RECEIPT_ROUTES } from '@tableside/shared/contract/receipt';
import { buildPath } from '@tableside/shared/contract/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, receiptSmsSends } from '../../src/db/schema/index';
import { RECEIPT_SMS_TOO_MANY } from '../../src/services/receipts/receipt-sms-limits';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { paidGuest } from './receipt-fixture';

const t = useTestApp();
let waiter: Record<string, string>;

beforeAll(async () => {
  waiter = await signIn(t, 'waiter');
});

async function tokenOf(guest: SeatedGuest): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${RECEIPT_ROUTES.link}?orderId=${guest.orderId}`,
    headers: guest.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

/** The PDF's text as poppler reads it, in reading order. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe('the receipt PDF', () => {
  it('is a valid PDF download with the items, the total and the payment', async () => {
    const guest = await paidGuest(t, waiter, { tableId: 1 });
    const token = await tokenOf(guest);
    const res = await t.app.inject({
      method: 'GET',
      url: buildPath(RECEIPT_ROUTES.receiptPdf, { token }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-2026-03-10-${guest.orderId}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'The Brew Room',
      'The Brew Room · Indiranagar',
      `Order #${guest.orderId}`,
      '10 Mar 2026, 5:30 pm IST',
      'Peri Peri Fries (Cheese Sauce)',
      'Large · Qty 3',
      'INR 990.00',
      'Loaded Nachos (Guacamole x2)',
      'Service Charge (7.5%)',
      'INR 134.25',
      'CGST (2.5%)',
      'Round Off',
      '-INR 0.47',
      'Paid by Cash',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Total\s+INR 2,020\.00/);
  });
});

describe('the receipt by SMS', () => {
  const sms = (guest: SeatedGuest) =>
    t.app.inject({
      method: 'POST',
      url: `${RECEIPT_ROUTES.sms}?orderId=${guest.orderId}`,
      headers: guest.headers,
    });

  it('texts the link to the check-in number, once a minute and 3 times at most', async () => {
    const phoneNo = '+919812340001';
    const guest = await paidGuest(t, waiter, { tableId: 2, phoneNo });
    const token = await tokenOf(guest);
    const first = await sms(guest);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ sentTo: '+91******0001' });
    const [message] = t.outbox(phoneNo);
    expect(message?.text).toBe(
      `Thank you for dining at The Brew Room. Your receipt: http://localhost:80/receipt/${token}`,
    );
    // The dev outbox lists it for testers (the OTP list keeps to codes).
    const dev = await t.app.inject({
      method: 'GET',
      url: `${DEV_SMS_MESSAGES_PATH}?phoneNo=${encodeURIComponent(phoneNo)}`,
    });
    expect(dev.json()).toEqual([
      expect.objectContaining({ phoneNo, otp: null, text: message?.text }),
    ]);
    // The link in the message opens the receipt with no session.
    const url = message?.text.split(' ').at(-1) ?? '';
    const opened = await t.app.inject({
      method: 'GET',
      url: buildPath(RECEIPT_ROUTES.receipt, { token: url.split('/').at(-1) ?? '' }),
    });
    expect(opened.statusCode).toBe(200);

    const soon = await sms(guest);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(
      /^Please wait \d+ seconds? before asking for another SMS\.$/,
    );
    const start = t.clock.now().getTime();
    t.clock.set(new Date(start + 61_000).toISOString());
    expect((await sms(guest)).statusCode).toBe(200);
    t.clock.set(new Date(start + 122_000).toISOString());
    expect((await sms(guest)).statusCode).toBe(200);
    t.clock.set(new Date(start + 183_000).toISOString());
    const fourth = await sms(guest);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(RECEIPT_SMS_TOO_MANY);
    expect(t.outbox(phoneNo)).toHaveLength(3);
    const sends = await t.db
      .select()
      .from(receiptSmsSends)
      .where(eq(receiptSmsSends.orderId, guest.orderId));
    expect(sends).toHaveLength(3);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.sms'), eq(auditLog.entityId, String(guest.orderId))));
    expect(audits).toHaveLength(3);
    expect(audits[0]?.detail).toEqual({ customerId: guest.customerId, sentTo: '+91******0001' });
  });

  it('is refused before payment and for another order', async () => {
    const paid = await paidGuest(t, waiter, { tableId: 3 });
    const other = await paidGuest(t, waiter, { tableId: 4 });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${RECEIPT_ROUTES.sms}?orderId=${paid.orderId}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const open = await seatGuest(t.db, t.clock, { tableId: 5 });
    const early = await sms(open);
    expect(early.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${RECEIPT_ROUTES.sms}?orderId=abc`,
      headers: other.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^orderId: /);
  });
});
