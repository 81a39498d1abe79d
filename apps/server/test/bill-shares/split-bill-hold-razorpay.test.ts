import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billShares } from '../../src/db/schema/index';
import { SHARE_HOLD_MS } from '../../src/services/bill-shares/create-bill-share';
import { RAZORPAY_KEYS, useRazorpayApp } from '../payments-razorpay/razorpay-fixture';
import { lineOf, paymentsOf, payShare, seatTable, splitBill, whole } from './split-fixture';

const { t, env } = useRazorpayApp();

const shareRow = async (id: number) =>
  (await t.db.select().from(billShares).where(eq(billShares.id, id)))[0];
const cancelCalls = (linkId: string) =>
  env.fake.requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/payment_links/${linkId}/cancel`,
  );

/** Asha opens a Razorpay payment link for her papad and leaves its page open. */
async function ashaHoldsPapad(tableId: number) {
  const table = await seatTable(t, tableId);
  const papad = lineOf(await splitBill(t, table.asha), 'Asha');
  const res = await payShare(t, table.asha, { share: whole(papad.key), expectedAmount: papad.due });
  expect(res.statusCode, res.body).toBe(200);
  return { ...table, papad, ...(res.json() as { shareId: number; sessionId: string }) };
}

describe('an abandoned share paid through a Razorpay payment link', () => {
  it('cancels the link at Razorpay, then releases the hold', async () => {
    const { ben, papad, shareId, sessionId } = await ashaHoldsPapad(1);
    t.clock.advance(SHARE_HOLD_MS - 1000);
    expect(await splitBill(t, ben)).toMatchObject({ heldAmount: papad.due });
    expect(cancelCalls(sessionId)).toHaveLength(0);
    t.clock.advance(2000);
    expect(await splitBill(t, ben)).toMatchObject({ heldAmount: 0, remainingAmount: 474 });
    expect(cancelCalls(sessionId)).toHaveLength(1);
    expect(env.fake.links.get(sessionId)?.status).toBe('cancelled');
    expect(await shareRow(shareId)).toMatchObject({ status: 'RELEASED', releaseReason: 'EXPIRED' });
  });

  it('settles a link paid at the last second; Razorpay refuses to cancel a paid link', async () => {
    const { ben, papad, shareId, sessionId } = await ashaHoldsPapad(2);
    t.clock.advance(SHARE_HOLD_MS - 1000);
    const { payment } = await env.fake.pay(sessionId, { webhook: false });
    t.clock.advance(2000);
    expect(await splitBill(t, ben)).toMatchObject({ paidAmount: papad.due, heldAmount: 0 });
    expect(await shareRow(shareId)).toMatchObject({ status: 'PAID' });
    expect(await paymentsOf(t, ben.orderId)).toEqual([
      expect.objectContaining({ providerPaymentRef: payment.id, needsRefund: false }),
    ]);
    const token = Buffer.from(`${RAZORPAY_KEYS.keyId}:${RAZORPAY_KEYS.keySecret}`);
    const cancel = await fetch(`${env.fake.url}/v1/payment_links/${sessionId}/cancel`, {
      method: 'POST',
      headers: { authorization: `Basic ${token.toString('base64')}` },
    });
    expect(cancel.status).toBe(400);
    expect(((await cancel.json()) as { error: unknown }).error).toMatchObject({
      description: 'Payment Link cannot be cancelled in paid state',
    });
  });
});
