// Tips of a split bill's shares in the sales report (issue 17 item 3, decision 0019): summed
// apart from revenue in the totals, by payment method, by day and in the CSV, net of what a
// refund gives back beyond a payment's bill amount.
import type { TSalesReport } from '@tableside/shared/contract/reports';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { toMinor } from '@tableside/shared/domain/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { settlePaymentSession } from '../../src/services/payments/settle-payment-session';
import {
  lineOf,
  paymentsOf,
  payShare,
  seatTable,
  settle,
  splitBill,
  whole,
} from '../bill-shares/split-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { csvUrl, reportUrl, staffCall } from './report-fixture';

const t = useTestApp();
const DAY = '2026-03-10';

describe('tips in the sales report', () => {
  it('are summed apart from sales and payments, and a refund beyond the amount takes its tip', async () => {
    const manager = await signIn(t, 'manager');
    const { asha, ben } = await seatTable(t, 5);
    // Seated on the test's clock (the seating helper leaves the database's now()), so the
    // report's table turn is not negative.
    await t.db.update(orders).set({ openedAt: t.clock.now() }).where(eq(orders.id, asha.orderId));
    const report = async (): Promise<TSalesReport> =>
      staffCall(t, manager, 'GET', reportUrl(asha.branchId, `from=${DAY}&to=${DAY}`));
    const before = await report();

    const papad = lineOf(await splitBill(t, asha), 'Asha');
    const mine = await payShare(t, asha, {
      share: whole(papad.key),
      tip: { kind: 'CUSTOM', amount: 20 },
      expectedAmount: papad.due,
    });
    const sessionId = mine.json().sessionId;
    // With the gateway's reference, so the payment can be refunded online.
    await settlePaymentSession(
      { db: t.db, clock: t.clock, publisher: t.publisher },
      { sessionId, report: { status: 'CHARGED', paymentRef: `simpay_${sessionId}` } },
    );
    const left = (await splitBill(t, ben)).remainingAmount;
    const rest = await payShare(t, ben, {
      share: { way: 'REMAINING' },
      tip: { kind: 'CUSTOM', amount: 30.5 },
      expectedAmount: left,
    });
    await settle(t, rest.json().sessionId, 'CHARGED');

    const after = await report();
    const grew = (pick: (r: TSalesReport) => number) =>
      toMinor(pick(after)) - toMinor(pick(before));
    // The bill's 474 is sales and payments; the 50.50 of tips is neither.
    expect(grew((r) => r.totals.netSales)).toBe(47_400);
    expect(grew((r) => r.totals.payments)).toBe(47_400);
    expect(grew((r) => r.totals.tips)).toBe(5_050);
    const online = (r: TSalesReport) => r.paymentMethods.find((m) => m.method === 'ONLINE');
    expect(grew((r) => online(r)?.amount ?? 0)).toBe(47_400);
    expect(grew((r) => online(r)?.tips ?? 0)).toBe(5_050);
    const day = (r: TSalesReport) => r.byDay.find((d) => d.date === DAY);
    expect(grew((r) => day(r)?.netSales ?? 0)).toBe(47_400);
    expect(grew((r) => day(r)?.tips ?? 0)).toBe(5_050);

    const csv = await t.app.inject({
      method: 'GET',
      url: csvUrl(asha.branchId, `from=${DAY}&to=${DAY}&section=payment-methods`),
      headers: manager,
    });
    expect(csv.body.split('\r\n')[0]).toBe('Method,Payments,Amount,Refunded,Tips');
    const onlineRow = csv.body.split('\r\n').find((line) => line.startsWith('ONLINE,'));
    expect(onlineRow?.split(',')[4]).toBe((online(after)?.tips ?? 0).toFixed(2));
    const summary = await t.app.inject({
      method: 'GET',
      url: csvUrl(asha.branchId, `from=${DAY}&to=${DAY}&section=summary`),
      headers: manager,
    });
    expect(summary.body).toContain(`Tips (not in sales),${after.totals.tips.toFixed(2)}`);

    // A refund gives the bill part back first: Asha's papad refunded leaves her tip; 5 more
    // rupees reach into it.
    const asPaid = await paymentsOf(t, asha.orderId);
    const hers = asPaid.find((p) => p.tipMinor === 2_000);
    const refund = (amount: number) =>
      staffCall(t, manager, 'POST', buildPath(STAFF_ROUTES.refunds, asha), {
        paymentId: hers?.id,
        amount,
        reason: 'Cold papad',
      });
    await refund(papad.due);
    expect(toMinor((await report()).totals.tips) - toMinor(before.totals.tips)).toBe(5_050);
    await refund(5);
    const refunded = await report();
    expect(toMinor(refunded.totals.tips) - toMinor(before.totals.tips)).toBe(4_550);
    expect(toMinor(refunded.totals.netSales) - toMinor(before.totals.netSales)).toBe(47_400);
  });
});
