import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billShares, orders, paymentSessions } from '../../src/db/schema/index';
import { addServedPapad } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import {
  lineOf,
  paymentsOf,
  payShare,
  readSplit,
  seatTable,
  setSplit,
  settle,
  splitBill,
  whole,
} from './split-fixture';

const t = useTestApp();

const eventsOf = (name: string) => t.events.filter((e) => e.event === name);

describe('a split bill (issue 17)', () => {
  it('is refused while the branch setting is off, and the single payer pays as before', async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 11 });
    await addServedPapad(t.db, guest);
    await setSplit(t, guest.branchId, false);
    expect((await readSplit(t, guest)).statusCode).toBe(409);
    const share = await payShare(t, guest, { share: { way: 'REMAINING' }, expectedAmount: 181 });
    expect(share.statusCode).toBe(409);
    expect(share.json().message).toMatch(/does not split bills/);
    const whole = await t.app.inject({
      method: 'POST',
      url: GUEST_ROUTES.paymentSession,
      headers: guest.headers,
      payload: { orderId: guest.orderId },
    });
    expect(whole.json()).toMatchObject({ amount: 181 });
  });

  it('shows each guest his own lines and dues, which add up to the payable', async () => {
    const { asha, ben } = await seatTable(t, 12);
    const bill = await splitBill(t, ben);
    expect(bill.lines.map((l) => [l.itemName, l.orderedBy])).toEqual([
      ['Masala Papad', ['Asha']],
      ['Chicken Manchow Soup', ['Ben']],
    ]);
    // 420 + 31.50 service + 2 x 11.29 GST = 474.08 -> 474.
    expect(bill.payableAmount).toBe(474);
    expect(lineOf(bill, 'Asha').due + lineOf(bill, 'Ben').due).toBeCloseTo(474, 2);
    expect(bill).toMatchObject({ paidAmount: 0, heldAmount: 0, remainingAmount: 474 });
    expect((await splitBill(t, asha)).lines).toEqual(bill.lines);
  });

  it('pays shares with tips kept apart and completes the order when nothing remains', async () => {
    const { asha, ben } = await seatTable(t, 13);
    const before = await splitBill(t, asha);
    const papad = lineOf(before, 'Asha');
    const stale = await payShare(t, asha, { share: whole(papad.key), expectedAmount: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The bill has changed. Please check your share again.');

    const mine = await payShare(t, asha, {
      share: whole(papad.key),
      tip: { kind: 'PERCENT', percent: 10 },
      expectedAmount: papad.due,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const share = mine.json();
    expect(share.amount).toBe(papad.due);
    expect(share.tip).toBeCloseTo(papad.due * 0.1, 2);
    const [session] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, share.sessionId));
    expect(session?.amountMinor).toBe(Math.round((share.amount + share.tip) * 100));

    const held = await splitBill(t, ben);
    expect(held.heldAmount).toBe(papad.due);
    expect(lineOf(held, 'Asha').holders).toMatchObject([{ payerName: 'Asha', status: 'HELD' }]);
    expect(eventsOf('billSharesUpdate').at(-1)?.payload).toMatchObject({ orderId: asha.orderId });

    await settle(t, share.sessionId, 'CHARGED');
    const paid = await splitBill(t, ben);
    expect(paid).toMatchObject({ paidAmount: papad.due, heldAmount: 0 });
    expect(paid.remainingAmount).toBeCloseTo(474 - papad.due, 2);

    const rest = await payShare(t, ben, {
      share: { way: 'REMAINING' },
      expectedAmount: paid.remainingAmount,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const logOutsBefore = eventsOf('customerLogOutPusherEvent').length;
    const result = await settle(t, rest.json().sessionId, 'CHARGED');
    expect(result.completedOrder).toBe(true);
    expect(eventsOf('customerLogOutPusherEvent')).toHaveLength(logOutsBefore + 1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, asha.orderId));
    expect(order?.status).toBe('COMPLETED');
    const recorded = await paymentsOf(t, asha.orderId);
    expect(recorded.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(47_400);
    expect(recorded.reduce((sum, p) => sum + p.tipMinor, 0)).toBe(Math.round(share.tip * 100));
  });

  it('lets one of two guests paying the last amount at once through; the other gets 409', async () => {
    const { asha, ben } = await seatTable(t, 14);
    const body = { share: { way: 'REMAINING' }, expectedAmount: 474 };
    const answers = await Promise.all([payShare(t, asha, body), payShare(t, ben, body)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    const loser = answers.find((a) => a.statusCode === 409)?.json();
    const holder = answers[0]?.statusCode === 200 ? 'Asha' : 'Ben';
    expect(loser.message).toBe(`${holder} is paying the rest of the bill.`);
    const sessions = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, asha.orderId));
    expect(sessions.map((s) => s.id)).toEqual([winner.sessionId]);
    await settle(t, winner.sessionId, 'CHARGED');
    expect(await paymentsOf(t, asha.orderId)).toHaveLength(1);
  });

  it('releases a failed payment’s hold so another guest can pay those items', async () => {
    const { asha, ben } = await seatTable(t, 5);
    const soup = lineOf(await splitBill(t, asha), 'Ben');
    const first = await payShare(t, asha, { share: whole(soup.key), expectedAmount: soup.due });
    expect(first.statusCode).toBe(200);
    const taken = await payShare(t, ben, { share: whole(soup.key), expectedAmount: soup.due });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Someone is already paying for one of these items.');

    await settle(t, first.json().sessionId, 'AUTHORIZATION_FAILED');
    const [share] = await t.db
      .select()
      .from(billShares)
      .where(eq(billShares.id, first.json().shareId));
    expect(share).toMatchObject({ status: 'RELEASED', releaseReason: 'FAILED' });
    const after = await splitBill(t, ben);
    expect(after).toMatchObject({ heldAmount: 0, paidAmount: 0, remainingAmount: 474 });
    const again = await payShare(t, ben, { share: whole(soup.key), expectedAmount: soup.due });
    expect(again.statusCode, again.body).toBe(200);
    // Staff see why a share was let go; a share still under way names no reason.
    const shares = (await splitBill(t, ben)).shares;
    expect(shares).toMatchObject([
      { status: 'RELEASED', releaseReason: 'FAILED' },
      { status: 'HELD' },
    ]);
    expect(shares[1]).not.toHaveProperty('releaseReason');
    expect(await paymentsOf(t, ben.orderId)).toHaveLength(0);
  });

  it('splits equally among N, refusing another N while that split is under way', async () => {
    const { asha, ben } = await seatTable(t, 6);
    const equal = { way: 'EQUAL', parts: 3 };
    const one = await payShare(t, asha, { share: equal, expectedAmount: 158 });
    const two = await payShare(t, ben, { share: equal, expectedAmount: 158 });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect((await splitBill(t, asha)).split).toEqual({ parts: 3, taken: 2, nextPart: 158 });
    const other = await payShare(t, asha, {
      share: { way: 'EQUAL', parts: 2 },
      expectedAmount: 158,
    });
    expect(other.json().message).toBe('The table is already splitting the bill 3 ways.');
  });

  it('answers 400 naming the field for a tip above the share or a bad split', async () => {
    const { asha } = await seatTable(t, 7);
    const tip = await payShare(t, asha, {
      share: { way: 'AMOUNT', amount: 100 },
      tip: { kind: 'CUSTOM', amount: 150 },
      expectedAmount: 100,
    });
    expect(tip.statusCode).toBe(400);
    expect(tip.json().message).toMatch(/^tip\.amount/);
    const parts = await payShare(t, asha, { share: { way: 'EQUAL', parts: 1 }, expectedAmount: 1 });
    expect(parts.statusCode).toBe(400);
    expect(parts.json().message).toMatch(/parts/);
    const over = await payShare(t, asha, {
      share: { way: 'AMOUNT', amount: 500 },
      expectedAmount: 500,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^share\.amount: must be at most what remains/);
  });

  it('tells each guest where his own share stands on the payment result screen', async () => {
    const { asha, ben } = await seatTable(t, 4);
    const status = async (g: typeof asha) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${GUEST_ROUTES.paymentStatus}?orderId=${g.orderId}`,
          headers: g.headers,
        })
      ).json();
    const mine = await payShare(t, asha, {
      share: { way: 'AMOUNT', amount: 100 },
      tip: { kind: 'CUSTOM', amount: 10 },
      expectedAmount: 100,
    });
    expect(await status(asha)).toMatchObject({ status: 'PENDING_VBV', paymentAmount: 110 });
    await settle(t, mine.json().sessionId, 'CHARGED');
    expect(await status(asha)).toMatchObject({
      status: 'CHARGED',
      paymentAmount: 110,
      shouldPoll: false,
    });
    // Asha paying her share is not Ben's payment: he still waits for the rest.
    expect(await status(ben)).toMatchObject({
      status: 'PENDING_VBV',
      paymentAmount: 374,
      shouldPoll: true,
    });
  });

  it('refuses the whole-bill payment once a share is under way (it would overpay)', async () => {
    const { asha, ben } = await seatTable(t, 8);
    await payShare(t, asha, { share: { way: 'AMOUNT', amount: 100 }, expectedAmount: 100 });
    const whole = await t.app.inject({
      method: 'POST',
      url: GUEST_ROUTES.paymentSession,
      headers: ben.headers,
      payload: { orderId: ben.orderId },
    });
    expect(whole.statusCode).toBe(409);
  });
});
