import type { TSalesReport } from '@tableside/shared/contract/reports';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { toMinor } from '@tableside/shared/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  billOf,
  csvUrl,
  gatewayCharged,
  openGatewayCheckout,
  openOrder,
  orderRound,
  pay,
  reportUrl,
  serveRound,
  staffCall,
} from './report-fixture';

const t = useTestApp();
const BRANCH = 1; // Asia/Kolkata, UTC+05:30
const paidOrderIds: number[] = [];
let report: TSalesReport;
let manager: Record<string, string>;

/** Sums of amounts in rupees, added in paise so no float error can hide a paisa. */
const paise = (values: number[]) => values.reduce((sum, v) => sum + toMinor(v), 0);

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  const waiter = await signIn(t, 'waiter');

  // A: 8 March, 12:00-13:10 local. Fries with cheese sauce, papads (one cancelled), ₹50 off, cash.
  const a = await openOrder(t, 1, '2026-03-08T06:30:00Z');
  const roundA = await orderRound(t, a, [
    { product: 'Peri Peri Fries', size: 'Large', quantity: 2, addOns: { 'Cheese Sauce': 1 } },
    { product: 'Masala Papad', quantity: 3 },
  ]);
  await staffCall(
    t,
    manager,
    'POST',
    buildPath(STAFF_ROUTES.cancelItem, { id: roundA.itemIds[1] ?? 0 }),
    {
      quantity: 1,
      reason: 'Dropped, said "sorry"',
    },
  );
  await serveRound(t, waiter, roundA.groupId);
  await staffCall(t, manager, 'POST', buildPath(STAFF_ROUTES.discount, { orderId: a.orderId }), {
    amount: 50,
  });
  await pay(t, waiter, a.orderId, 'CASH', '2026-03-08T07:40:00Z');

  // V: voided on 9 March, 19:00 local, with one of its two papads cancelled first.
  const v = await openOrder(t, 4, '2026-03-09T12:00:00Z');
  const roundV = await orderRound(t, v, [{ product: 'Masala Papad', quantity: 2 }]);
  await staffCall(
    t,
    manager,
    'POST',
    buildPath(STAFF_ROUTES.cancelItem, { id: roundV.itemIds[0] ?? 0 }),
    {
      quantity: 1,
    },
  );
  t.clock.set('2026-03-09T13:30:00Z');
  await staffCall(t, manager, 'POST', buildPath(STAFF_ROUTES.void, { orderId: v.orderId }));

  // B: closed 10 March at 00:20 local (still 9 March in UTC). Nachos with two add-ons and
  // soups, by card; the guest had also paid online, which the manager refunds in full.
  const b = await openOrder(t, 2, '2026-03-09T17:00:00Z');
  const roundB = await orderRound(t, b, [
    { product: 'Loaded Nachos', quantity: 1, addOns: { Guacamole: 1, 'Cheese Sauce': 1 } },
    { product: 'Chicken Manchow Soup', quantity: 2 },
  ]);
  await serveRound(t, waiter, roundB.groupId);
  const sessionId = await openGatewayCheckout(t, b);
  await pay(t, waiter, b.orderId, 'CARD', '2026-03-09T18:50:00Z');
  await gatewayCharged(t, sessionId);
  const billB = await billOf(t, manager, b.orderId);
  const online = billB.payments.find((p: { method: string }) => p.method === 'ONLINE');
  await staffCall(t, manager, 'POST', buildPath(STAFF_ROUTES.refunds, { orderId: b.orderId }), {
    paymentId: online.id,
    amount: online.amount,
    reason: 'Paid twice',
  });

  // C: 10 March, 20:05 local, two rounds, cash.
  const c = await openOrder(t, 3, '2026-03-10T13:50:00Z');
  const c1 = await orderRound(t, c, [{ product: 'Chettinad Chicken Curry', quantity: 1 }]);
  await serveRound(t, waiter, c1.groupId);
  const c2 = await orderRound(t, c, [{ product: 'Masala Papad', quantity: 1 }]);
  await serveRound(t, waiter, c2.groupId);
  await pay(t, waiter, c.orderId, 'CASH', '2026-03-10T14:35:00Z');

  // Outside the report: 11 March at 00:10 local (10 March in UTC), and another branch's sale.
  const d = await openOrder(t, 5, '2026-03-10T18:00:00Z');
  await serveRound(
    t,
    waiter,
    (await orderRound(t, d, [{ product: 'Masala Papad', quantity: 4 }])).groupId,
  );
  await pay(t, waiter, d.orderId, 'UPI', '2026-03-10T18:40:00Z');
  const other = await openOrder(t, 9, '2026-03-10T10:00:00Z');
  await serveRound(
    t,
    waiter,
    (await orderRound(t, other, [{ product: 'Masala Papad', quantity: 4 }])).groupId,
  );
  await pay(t, waiter, other.orderId, 'CASH', '2026-03-10T10:30:00Z');

  paidOrderIds.push(a.orderId, b.orderId, c.orderId);
  report = await staffCall(t, manager, 'GET', reportUrl(BRANCH, 'from=2026-03-08&to=2026-03-10'));
});

describe('the sales report adds up to the bills', () => {
  it('sums the same net sales by day, by hour and in total, equal to the bills read from the bill API', async () => {
    const bills = await Promise.all(paidOrderIds.map((id) => billOf(t, manager, id)));
    const payable = paise(bills.map((bill) => bill.payableAmount));
    expect(report.totals.orders).toBe(3);
    // By hand: A 980 - 50 + 69.75 + 2 x 24.99 = 1049.73 -> 1050; B 980 + 73.50 + 2 x 26.34 =
    // 1106.18 -> 1106; C 640 + 48 + 2 x 17.20 = 722.40 -> 722.
    expect(report.totals).toMatchObject({ grossSales: 2600, netSales: 2878 });
    expect(toMinor(report.totals.netSales)).toBe(payable);
    expect(paise(report.byDay.map((d) => d.netSales))).toBe(payable);
    expect(paise(report.byHour.map((h) => h.netSales))).toBe(payable);
    expect(paise(report.byDay.map((d) => d.grossSales))).toBe(toMinor(report.totals.grossSales));
    expect(toMinor(report.totals.grossSales)).toBe(paise(bills.map((bill) => bill.subTotal)));
    expect(toMinor(report.totals.taxes)).toBe(paise(bills.map((bill) => bill.totalTax)));
    expect(toMinor(report.totals.charges)).toBe(paise(bills.map((bill) => bill.totalCharge)));
  });

  it('sums items and categories to gross sales, and gross - discount + charges + taxes + round-off to net', () => {
    const { totals } = report;
    const gross = toMinor(totals.grossSales);
    expect(paise(report.byItem.map((i) => i.amount))).toBe(gross);
    expect(paise(report.byCategory.map((c) => c.amount))).toBe(gross);
    expect(
      gross -
        toMinor(totals.discounts) +
        toMinor(totals.charges) +
        toMinor(totals.taxes) +
        toMinor(totals.roundOff),
    ).toBe(toMinor(totals.netSales));
    expect(totals.discounts).toBe(50);
  });

  it('takes payments by method less refunds to net sales', () => {
    const { totals } = report;
    expect(paise(report.paymentMethods.map((p) => p.amount))).toBe(toMinor(totals.payments));
    expect(toMinor(totals.payments) - toMinor(totals.refunds)).toBe(toMinor(totals.netSales));
    expect(report.paymentMethods.map((p) => [p.method, p.count]).sort()).toEqual([
      ['CARD', 1],
      ['CASH', 2],
      ['ONLINE', 1],
    ]);
    const online = report.paymentMethods.find((p) => p.method === 'ONLINE');
    expect(online?.refunded).toBe(online?.amount);
    expect(report.refunds).toEqual([
      expect.objectContaining({ method: 'ONLINE', amount: online?.amount, reason: 'Paid twice' }),
    ]);
  });

  it('puts each sale on the local day and hour it closed, not the UTC one', () => {
    const days = Object.fromEntries(report.byDay.map((d) => [d.date, d.orders]));
    expect(days).toEqual({ '2026-03-08': 1, '2026-03-09': 0, '2026-03-10': 2 });
    const hours = report.byHour.filter((h) => h.orders > 0).map((h) => h.hour);
    expect(hours).toEqual([0, 13, 20]);
    expect(report.byHour).toHaveLength(24);
  });

  it('lists items by their ordered name and size, with add-ons priced in', () => {
    expect(report.byItem).toContainEqual({
      itemName: 'Peri Peri Fries',
      sizeName: 'Large',
      quantity: 2,
      amount: 2 * (290 + 40),
    });
    expect(report.byItem).toContainEqual(
      expect.objectContaining({ itemName: 'Masala Papad', quantity: 3, amount: 480 }),
    );
    expect(report.byItem).toContainEqual(
      expect.objectContaining({ itemName: 'Loaded Nachos', quantity: 1, amount: 360 + 60 + 40 }),
    );
  });

  it('reports guests, the average ticket and the table turn time', () => {
    const { totals } = report;
    expect(totals.guests).toBe(6);
    expect(toMinor(totals.averageTicket)).toBe(Math.round(toMinor(totals.netSales) / 3));
    // 70, 110 and 45 minutes from opening to payment.
    expect(totals.averageTurnMinutes).toBe(75);
  });

  it('counts the void and the cancellations with their reasons, and the discount', () => {
    expect(report.voids).toEqual([expect.objectContaining({ value: 160 })]);
    expect(report.totals).toMatchObject({ voids: 1, voidValue: 160, cancelledQuantity: 2 });
    expect(report.cancellations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          itemName: 'Masala Papad',
          reason: 'Dropped, said "sorry"',
          quantity: 1,
          value: 160,
        }),
        expect.objectContaining({ itemName: 'Masala Papad', reason: '', quantity: 1, value: 160 }),
      ]),
    );
    expect(report.discounts).toEqual([expect.objectContaining({ amount: 50 })]);
  });
});

describe('the CSV export', () => {
  const csv = (section: string) =>
    t.app.inject({
      method: 'GET',
      url: csvUrl(BRANCH, `from=2026-03-08&to=2026-03-10&section=${section}`),
      headers: manager,
    });

  it('downloads a section with a header row and amounts in rupees with 2 decimals', async () => {
    const res = await csv('by-day');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2026-03-08-to-2026-03-10.csv"',
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Orders,Gross item sales,Net sales,Tips');
    expect(lines[2]).toBe('2026-03-09,0,0.00,0.00,0.00');
    const net = lines.slice(1).map((line) => toMinor(Number(line.split(',')[3])));
    expect(net.reduce((sum, v) => sum + v, 0)).toBe(toMinor(report.totals.netSales));
  });

  it('quotes commas and quotes, and keeps a summary of the totals', async () => {
    const cancellations = (await csv('cancellations')).body;
    expect(cancellations).toContain('Masala Papad,Regular,"Dropped, said ""sorry""",1,160.00\r\n');
    const summary = (await csv('summary')).body;
    expect(summary).toContain('Net sales,2878.00\r\n');
    expect(summary).toContain('Discounts,50.00\r\n');
  });
});
