import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TStaffBill } from '@tableside/shared/contract/staff-console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billShares, orders } from '../../src/db/schema/index';
import { SHARE_HOLD_MS } from '../../src/services/bill-shares/create-bill-share';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { chooseOutcome } from '../helpers/simulated-page';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { lineOf, paymentsOf, payShare, seatTable, settle, splitBill, whole } from './split-fixture';

const t = useTestApp();
let waiter: Record<string, string>;
beforeAll(async () => {
  waiter = await signIn(t, 'waiter');
});

const shareRow = async (id: number) =>
  (await t.db.select().from(billShares).where(eq(billShares.id, id)))[0];
const choose = (url: string, outcome: string) => chooseOutcome(t, url, outcome);

/** Asha opens a share for her papad and walks away from the gateway's page. */
async function ashaHoldsPapad(tableId: number) {
  const table = await seatTable(t, tableId);
  const papad = lineOf(await splitBill(t, table.asha), 'Asha');
  const res = await payShare(t, table.asha, { share: whole(papad.key), expectedAmount: papad.due });
  expect(res.statusCode, res.body).toBe(200);
  const share = res.json() as { shareId: number; sessionId: string; url: string };
  return { ...table, papad, ...share };
}

async function staffBill(g: SeatedGuest): Promise<TStaffBill> {
  const res = await t.app.inject({
    method: 'GET',
    url: buildPath(STAFF_ROUTES.orderBill, g),
    headers: waiter,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('a share held by a guest who abandoned the gateway page (simulated gateway)', () => {
  it('keeps its part for 15 minutes, then gives it back once the gateway ended the session', async () => {
    const { ben, papad, shareId, url } = await ashaHoldsPapad(1);
    t.clock.advance(SHARE_HOLD_MS - 1000);
    expect(await splitBill(t, ben)).toMatchObject({ heldAmount: papad.due, paidAmount: 0 });
    const before = t.events.length;
    t.clock.advance(2000);
    expect(await splitBill(t, ben)).toMatchObject({ heldAmount: 0, remainingAmount: 474 });
    expect(await shareRow(shareId)).toMatchObject({ status: 'RELEASED', releaseReason: 'EXPIRED' });
    const told = t.events.slice(before).map((e) => [e.event, e.payload]);
    expect(told).toContainEqual([
      'billSharesUpdate',
      { orderId: ben.orderId, seq: expect.any(Number) },
    ]);
    expect(told).toContainEqual(['staffOrderUpdate', { orderId: ben.orderId }]);
    // Her page can no longer pay, and says so.
    await choose(url, 'CHARGED');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('This payment has expired. Nothing was charged.');
    expect(await paymentsOf(t, ben.orderId)).toHaveLength(0);
    const taken = await payShare(t, ben, { share: whole(papad.key), expectedAmount: papad.due });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('is released by the next share request and by the staff bill too', async () => {
    const { asha, ben } = await seatTable(t, 2);
    const rest = await payShare(t, asha, { share: { way: 'REMAINING' }, expectedAmount: 474 });
    expect(rest.statusCode, rest.body).toBe(200);
    const refused = await payShare(t, ben, { share: { way: 'REMAINING' }, expectedAmount: 474 });
    expect(refused.json().message).toBe('Asha is paying the rest of the bill.');
    t.clock.advance(SHARE_HOLD_MS + 1000);
    const mine = await payShare(t, ben, { share: { way: 'REMAINING' }, expectedAmount: 474 });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await shareRow(rest.json().shareId)).toMatchObject({ releaseReason: 'EXPIRED' });

    t.clock.advance(SHARE_HOLD_MS + 1000);
    const bill = await staffBill(ben);
    expect(bill.split).toMatchObject({ heldAmount: 0, paidAmount: 0, remainingAmount: 474 });
    expect(bill.split?.shares.map((s) => [s.payerName, s.status])).toEqual([
      ['Asha', 'RELEASED'],
      ['Ben', 'RELEASED'],
    ]);
  });

  it('settles a share paid at the last second instead of releasing it', async () => {
    const { asha, ben, papad, shareId, url } = await ashaHoldsPapad(3);
    t.clock.advance(SHARE_HOLD_MS - 10_000);
    await choose(url, 'CHARGED');
    t.clock.advance(20_000);
    expect(await splitBill(t, ben)).toMatchObject({ paidAmount: papad.due, heldAmount: 0 });
    expect(await shareRow(shareId)).toMatchObject({ status: 'PAID', releaseReason: null });

    // Ben's bank is still authorising when his hold runs out: it holds until the answer.
    const soup = lineOf(await splitBill(t, asha), 'Ben');
    const his = await payShare(t, ben, { share: whole(soup.key), expectedAmount: soup.due });
    t.clock.advance(SHARE_HOLD_MS - 2000);
    await choose(his.json().url, 'CHARGED');
    t.clock.advance(3000);
    expect(await splitBill(t, asha)).toMatchObject({ heldAmount: soup.due });
    expect(await shareRow(his.json().shareId)).toMatchObject({ status: 'HELD' });
    t.clock.advance(10_000);
    expect(await splitBill(t, asha)).toMatchObject({ paidAmount: 474, remainingAmount: 0 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ben.orderId));
    expect(order?.status).toBe('COMPLETED');
    expect((await paymentsOf(t, ben.orderId)).map((p) => p.needsRefund)).toEqual([false, false]);
  });
});

describe('a charge the gateway reports for a share already released', () => {
  it('re-commits the share when its items are still free', async () => {
    const { ben, papad, shareId, sessionId } = await ashaHoldsPapad(4);
    t.clock.advance(SHARE_HOLD_MS + 1000);
    expect(await splitBill(t, ben)).toMatchObject({ heldAmount: 0 });
    await settle(t, sessionId, 'CHARGED');
    expect(await shareRow(shareId)).toMatchObject({ status: 'PAID', releaseReason: null });
    const bill = await splitBill(t, ben);
    expect(bill).toMatchObject({ paidAmount: papad.due, remainingAmount: 474 - papad.due });
    expect(lineOf(bill, 'Asha').holders).toEqual([
      expect.objectContaining({ payerName: 'Asha', status: 'PAID', numerator: 1, denominator: 1 }),
    ]);
    expect(await paymentsOf(t, ben.orderId)).toEqual([
      expect.objectContaining({ billShareId: shareId, needsRefund: false }),
    ]);
  });

  it('records the charge for refund when another guest took its items meanwhile', async () => {
    const { ben, papad, shareId, sessionId } = await ashaHoldsPapad(5);
    t.clock.advance(SHARE_HOLD_MS + 1000);
    const taken = await payShare(t, ben, { share: whole(papad.key), expectedAmount: papad.due });
    expect(taken.statusCode, taken.body).toBe(200);
    await settle(t, sessionId, 'CHARGED');
    expect(await shareRow(shareId)).toMatchObject({ status: 'RELEASED', releaseReason: 'EXPIRED' });
    expect(await splitBill(t, ben)).toMatchObject({ paidAmount: 0, heldAmount: papad.due });
    expect(await paymentsOf(t, ben.orderId)).toEqual([
      expect.objectContaining({ billShareId: shareId, needsRefund: true }),
    ]);
  });
});
