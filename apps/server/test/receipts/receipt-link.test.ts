// The e-receipt (issue 16 item 10): the guest's signed link, the receipt it opens without a
// session, and what a changed, foreign or old link answers.

import { RECEIPT_ROUTES } from '@tableside/shared/contract/receipt';
import { buildPath, GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { RECEIPT_LINK_DAYS } from '@tableside/shared/domain/receipt';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { diningTables, orders } from '../../src/db/schema/index';
import { createReceiptSigner } from '../../src/lib/receipt-token';
import { RECEIPT_NOT_READY } from '../../src/services/receipts/receipt-link';
import { addKnownCart, KNOWN_BILL } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { otherBrandTable, paidGuest } from './receipt-fixture';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
// The app under test signs with the development secret, as every test app does.
const signer = createReceiptSigner(loadConfig({ NODE_ENV: 'test' }).APP_SECRET);
let waiter: Record<string, string>;
let paid: SeatedGuest;

beforeAll(async () => {
  waiter = await signIn(t, 'waiter');
  paid = await paidGuest(t, waiter, { tableId: 1 });
});

const linkOf = (guest: SeatedGuest) =>
  t.app.inject({
    method: 'GET',
    url: `${RECEIPT_ROUTES.link}?orderId=${guest.orderId}`,
    headers: guest.headers,
  });
const receiptOf = (token: string) =>
  t.app.inject({ method: 'GET', url: buildPath(RECEIPT_ROUTES.receipt, { token }) });

async function tokenOf(guest: SeatedGuest): Promise<string> {
  const res = await linkOf(guest);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

describe('the receipt link', () => {
  it('is the guest app page under the public URL, valid for 90 days after payment', async () => {
    const res = await linkOf(paid);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json();
    expect(link.url).toBe(`http://localhost:80/receipt/${link.token}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, paid.orderId));
    const closedAt = order?.closedAt?.getTime() ?? 0;
    expect(new Date(link.expiresAt).getTime()).toBe(closedAt + RECEIPT_LINK_DAYS * DAY_MS);
    // Asked again, the same link: the guest shares one address however often they ask.
    expect((await linkOf(paid)).json().token).toBe(link.token);
  });

  it('is refused before the bill is paid (409), for another order (404) and without a session', async () => {
    const open = await seatGuest(t.db, t.clock, { tableId: 2 });
    await addKnownCart(t.db, open);
    const early = await linkOf(open);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RECEIPT_NOT_READY);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${RECEIPT_ROUTES.link}?orderId=${paid.orderId}`,
      headers: open.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${RECEIPT_ROUTES.link}?orderId=${paid.orderId}`,
      headers: { 'x-tenant': '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the receipt behind a link', () => {
  it('opens without a session or X-Tenant and is the bill the guest paid', async () => {
    const res = await receiptOf(await tokenOf(paid));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const receipt = res.json();
    const [table] = await t.db.select().from(diningTables).where(eq(diningTables.id, 1));
    expect(receipt).toMatchObject({
      brandId: 1,
      brandName: 'The Brew Room',
      branchName: 'The Brew Room · Indiranagar',
      tableNames: [table?.name],
      orderId: paid.orderId,
      timeZone: 'Asia/Kolkata',
      currency: 'INR',
      locale: 'en-IN',
      paidAt: t.clock.now().toISOString(),
      payments: [{ method: 'CASH', provider: null, amount: 2020, reference: null }],
    });
    expect(receipt.bill).toEqual({ orderId: paid.orderId, ...KNOWN_BILL });
    // The same bill the check-out page reads: item names, sizes and add-ons as ordered.
    const bill = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.billing}?orderId=${paid.orderId}&customerId=${paid.customerId}`,
      headers: paid.headers,
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(receipt.bill).toEqual(bill.json());
  });

  it('names the gateway and its reference for an online payment', async () => {
    const online = await paidGuest(t, waiter, { tableId: 3, online: true });
    const receipt = (await receiptOf(await tokenOf(online))).json();
    expect(receipt.payments).toEqual([
      expect.objectContaining({
        method: 'ONLINE',
        provider: 'simulated',
        amount: 2020,
        reference: expect.stringMatching(/^simpay_/),
      }),
    ]);
  });

  it('answers 404 for a changed link, and the same 404 whatever it names', async () => {
    const token = await tokenOf(paid);
    const [payload = '', tag = ''] = token.split('.');
    const otherOrder = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(`.${paid.orderId}.`, `.${paid.orderId + 1}.`),
    ).toString('base64url');
    const changedTag = `${tag.slice(0, 5)}${tag[5] === 'A' ? 'B' : 'A'}${tag.slice(6)}`;
    const foreignSecret = createReceiptSigner(
      'another secret, of another server, long enough',
    ).sign({
      tenantId: 1,
      orderId: paid.orderId,
      expiresAt: new Date(t.clock.now().getTime() + DAY_MS),
    });
    const bodies = [];
    for (const bad of [
      `${otherOrder}.${tag}`,
      `${payload}.${changedTag}`,
      foreignSecret,
      'x',
      '../1',
    ]) {
      const res = await receiptOf(bad);
      expect(res.statusCode, bad).toBe(404);
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}').message).toBe('Receipt not found');
  });

  it("answers 404, not the receipt, for a genuine signature over another tenant's claim", async () => {
    const other = await paidGuest(t, await signIn(t, 'waiter2'), {
      tableId: await otherBrandTable(t),
    });
    const expiresAt = new Date(t.clock.now().getTime() + DAY_MS);
    // Tenant 1 with brand 2's order, and brand 2 with brand 1's: neither exists as such.
    for (const claim of [
      { tenantId: 1, orderId: other.orderId, expiresAt },
      { tenantId: 2, orderId: paid.orderId, expiresAt },
    ]) {
      const res = await receiptOf(signer.sign(claim));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Receipt not found');
    }
    expect((await receiptOf(await tokenOf(other))).json().brandId).toBe(2);
  });

  it('answers 404 for an order that was not paid, even with a genuine signature', async () => {
    const open = await seatGuest(t.db, t.clock, { tableId: 4 });
    const res = await receiptOf(
      signer.sign({ tenantId: 1, orderId: open.orderId, expiresAt: new Date(Date.now() + DAY_MS) }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('answers 410 once the link is past its 90 days, and 404 still for a forged old one', async () => {
    const token = await tokenOf(paid);
    const [payload = ''] = token.split('.');
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + (RECEIPT_LINK_DAYS - 1) * DAY_MS).toISOString());
      expect((await receiptOf(token)).statusCode).toBe(200);
      t.clock.set(new Date(start.getTime() + (RECEIPT_LINK_DAYS + 1) * DAY_MS).toISOString());
      const gone = await receiptOf(token);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe('This receipt link has expired');
      const pdf = await t.app.inject({
        method: 'GET',
        url: buildPath(RECEIPT_ROUTES.receiptPdf, { token }),
      });
      expect(pdf.statusCode).toBe(410);
      expect((await receiptOf(`${payload}.AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(404);
    } finally {
      t.clock.set(start.toISOString());
    }
  });
});
