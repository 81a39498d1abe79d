// A split bill's share receipt (issue 17 item 6, decision 0019): the guest who paid a share gets
// its own signed link on the payment result, ready once the share is paid, showing the table's
// bill, then his share, tip and what he paid, and the table's total.
import { execFileSync } from 'node:child_process';
import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import { RECEIPT_ROUTES, type TReceipt } from '@tableside/shared/contract/receipt';
import { buildPath, GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createReceiptSigner } from '../../src/lib/receipt-token';
import { SHARE_RECEIPT_NOT_READY } from '../../src/services/receipts/receipt-link';
import {
  lineOf,
  payShare,
  seatTable,
  settle,
  splitBill,
  whole,
} from '../bill-shares/split-fixture';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const signer = createReceiptSigner(loadConfig({ NODE_ENV: 'test' }).APP_SECRET);
const DAY_MS = 24 * 60 * 60 * 1000;

const statusOf = async (guest: SeatedGuest): Promise<TPaymentStatus> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.paymentStatus}?orderId=${guest.orderId}`,
    headers: guest.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const receiptOf = (token: string) =>
  t.app.inject({ method: 'GET', url: buildPath(RECEIPT_ROUTES.receipt, { token }) });
const linkOf = (guest: SeatedGuest, shareId?: number) =>
  t.app.inject({
    method: 'GET',
    url: `${RECEIPT_ROUTES.link}?orderId=${guest.orderId}${shareId ? `&shareId=${shareId}` : ''}`,
    headers: guest.headers,
  });
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

/** Asha pays her papad with a 10 % tip; answers the share and its gateway session. */
async function ashaPaysPapad(tableId: number) {
  const { asha, ben } = await seatTable(t, tableId);
  const papad = lineOf(await splitBill(t, asha), 'Asha');
  const res = await payShare(t, asha, {
    share: whole(papad.key),
    tip: { kind: 'PERCENT', percent: 10 },
    expectedAmount: papad.due,
  });
  expect(res.statusCode, res.body).toBe(200);
  const share: { shareId: number; sessionId: string; amount: number; tip: number } = res.json();
  return { asha, ben, papad, share };
}

describe('a share receipt', () => {
  it('is ready once the share is paid, and shows the bill, the share, its tip and the table total', async () => {
    const { asha, ben, papad, share } = await ashaPaysPapad(5);
    const claim = {
      tenantId: 1,
      orderId: asha.orderId,
      shareId: share.shareId,
      expiresAt: new Date(t.clock.now().getTime() + DAY_MS),
    };
    // Held, not paid: no link on the status, 409 for the link, 404 even for a genuine token.
    expect((await statusOf(asha)).shareReceipt).toBeUndefined();
    const early = await linkOf(asha, share.shareId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SHARE_RECEIPT_NOT_READY);
    expect((await receiptOf(signer.sign(claim))).statusCode).toBe(404);

    await settle(t, share.sessionId, 'CHARGED');
    const status = await statusOf(asha);
    expect(status).toMatchObject({ status: 'CHARGED', shareReceipt: { shareId: share.shareId } });
    const link = status.shareReceipt;
    expect(link?.url).toMatch(new RegExp(`^https?://[^/]+/receipt/${link?.token}$`));
    // The same link as the guest's own link request answers; Ben has none of his own yet.
    expect((await linkOf(asha, share.shareId)).json()).toEqual({
      url: link?.url,
      token: link?.token,
      expiresAt: link?.expiresAt,
    });
    expect((await statusOf(ben)).shareReceipt).toBeUndefined();
    expect((await linkOf(ben, share.shareId)).statusCode).toBe(409);
    // The order is still open: the whole bill's receipt is not ready.
    expect((await linkOf(asha)).statusCode).toBe(409);

    const res = await receiptOf(link?.token ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const receipt: TReceipt = res.json();
    const paid = Math.round((share.amount + share.tip) * 100) / 100;
    expect(receipt.bill.orderItems.map((line) => line.itemName)).toEqual([
      'Masala Papad',
      'Chicken Manchow Soup',
    ]);
    expect(receipt.bill.payableAmount).toBe(474);
    expect(receipt.share).toEqual({
      way: 'ITEMS',
      part: null,
      parts: null,
      items: [{ itemName: 'Masala Papad', numerator: 1, denominator: 1 }],
      amount: papad.due,
      tip: share.tip,
      paid,
      tableTotal: 474,
    });
    expect(receipt.payments).toEqual([
      expect.objectContaining({ method: 'ONLINE', amount: paid, reference: share.sessionId }),
    ]);
    expect(receipt.tableNames).toEqual(['5']);
  });

  it('refuses a changed share, another order’s share, another tenant and a foreign key (404)', async () => {
    const { asha, share } = await ashaPaysPapad(6);
    await settle(t, share.sessionId, 'CHARGED');
    const other = await ashaPaysPapad(7);
    await settle(t, other.share.sessionId, 'CHARGED');
    const token = (await statusOf(asha)).shareReceipt?.token ?? '';
    expect((await receiptOf(token)).statusCode).toBe(200);
    const [payload = '', tag = ''] = token.split('.');
    const decoded = Buffer.from(payload, 'base64url').toString();
    expect(decoded.endsWith(`.${share.shareId}`)).toBe(true);
    const retargeted = Buffer.from(decoded.replace(/\.\d+$/, `.${other.share.shareId}`)).toString(
      'base64url',
    );
    const wholeBill = Buffer.from(decoded.replace(/\.\d+$/, '')).toString('base64url');
    const expiresAt = new Date(t.clock.now().getTime() + DAY_MS);
    const bad = [
      `${retargeted}.${tag}`,
      `${wholeBill}.${tag}`,
      // Genuine signatures: a share of another order, an unknown share, another tenant.
      signer.sign({ tenantId: 1, orderId: asha.orderId, shareId: other.share.shareId, expiresAt }),
      signer.sign({ tenantId: 1, orderId: asha.orderId, shareId: 999_999, expiresAt }),
      signer.sign({ tenantId: 2, orderId: asha.orderId, shareId: share.shareId, expiresAt }),
      createReceiptSigner('another secret, of another server, long enough').sign({
        tenantId: 1,
        orderId: asha.orderId,
        shareId: share.shareId,
        expiresAt,
      }),
    ];
    for (const forged of bad) {
      const res = await receiptOf(forged);
      expect(res.statusCode, forged).toBe(404);
      expect(res.json().message).toBe('Receipt not found');
    }
    // Another guest's share is not his to have a link to.
    expect((await linkOf(other.ben, other.share.shareId)).statusCode).toBe(409);
  });

  it('names the rest of the bill, and the equal part k of N', async () => {
    const { asha, ben, share } = await ashaPaysPapad(8);
    await settle(t, share.sessionId, 'CHARGED');
    const left = (await splitBill(t, ben)).remainingAmount;
    const rest = await payShare(t, ben, { share: { way: 'REMAINING' }, expectedAmount: left });
    await settle(t, rest.json().sessionId, 'CHARGED');
    const benReceipt: TReceipt = (
      await receiptOf((await statusOf(ben)).shareReceipt?.token ?? '')
    ).json();
    expect(benReceipt.share).toMatchObject({ way: 'REMAINING', amount: left, tip: 0, paid: left });
    // The order is complete: the whole bill's receipt has no share, and Asha's still hers.
    const wholeToken = (await linkOf(asha)).json().token;
    const wholeReceipt: TReceipt = (await receiptOf(wholeToken)).json();
    expect(wholeReceipt).not.toHaveProperty('share');
    expect(wholeReceipt.payments.map((p) => p.amount)).toEqual([share.amount, left]);
    expect((await statusOf(asha)).shareReceipt?.shareId).toBe(share.shareId);

    const table = await seatTable(t, 9);
    const half = (await splitBill(t, table.asha)).payableAmount / 2;
    for (const guest of [table.asha, table.ben]) {
      const part = await payShare(t, guest, {
        share: { way: 'EQUAL', parts: 2 },
        expectedAmount: half,
      });
      expect(part.statusCode, part.body).toBe(200);
      await settle(t, part.json().sessionId, 'CHARGED');
    }
    const second: TReceipt = (
      await receiptOf((await statusOf(table.ben)).shareReceipt?.token ?? '')
    ).json();
    expect(second.share).toMatchObject({ way: 'EQUAL', part: 2, parts: 2, amount: half });
  });

  it('prints the share in the PDF', async () => {
    const { asha, share } = await ashaPaysPapad(10);
    await settle(t, share.sessionId, 'CHARGED');
    const token = (await statusOf(asha)).shareReceipt?.token ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: buildPath(RECEIPT_ROUTES.receiptPdf, { token }),
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const expected of ['Masala Papad', 'Chicken Manchow Soup', 'Your share', 'Items']) {
      expect(text).toContain(expected);
    }
    const inr = (amount: number) => `INR ${amount.toFixed(2)}`;
    expect(text).toMatch(/Masala Papad\s+All/);
    expect(text).toMatch(new RegExp(`Share\\s+${inr(share.amount)}`));
    expect(text).toMatch(new RegExp(`Tip\\s+${inr(share.tip)}`));
    expect(text).toMatch(new RegExp(`Total paid\\s+${inr(share.amount + share.tip)}`));
    expect(text).toMatch(/Table total\s+INR 474\.00/);
  });
});
