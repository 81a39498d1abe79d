import type { TReportQuery, TSalesReport } from '@tableside/shared/contract/reports';
import { toMajor } from '@tableside/shared/domain/money';
import type { Database } from '../../db/client';
import { readSalesByCategory } from './report-by-category';
import { readSalesByItem } from './report-by-item';
import { readSalesByDay, readSalesByHour, type TimeBucketMinor } from './report-by-time';
import { readCancellations } from './report-cancellations';
import { everyDay, everyHour } from './report-days';
import { readDiscounts } from './report-discounts';
import { readFeedback } from './report-feedback';
import { readPaymentMethods } from './report-payment-methods';
import { readRefunds } from './report-refunds';
import { type ReportActor, reportBranch } from './report-scope';
import { readSalesTotals } from './report-totals';
import { readVoids } from './report-voids';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

const sumOf = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);

const bucket = ({ orders, subtotal, payable, tips }: TimeBucketMinor<unknown>) => ({
  orders,
  grossSales: toMajor(subtotal),
  netSales: toMajor(payable),
  tips: toMajor(tips),
});

/**
 * A branch's sales report for a range of its local dates. The sections are read in one
 * repeatable-read transaction (one snapshot), so a payment landing meanwhile cannot make one
 * section disagree with another.
 */
export async function getSalesReport(
  db: Database,
  actor: ReportActor,
  branchId: number,
  range: TReportQuery,
): Promise<TSalesReport> {
  return db.transaction(async (tx) => {
    const branch = await reportBranch(tx, actor, branchId);
    const w = { ...branch, ...range };
    const totals = await readSalesTotals(tx, w);
    const days = everyDay(range.from, range.to, await readSalesByDay(tx, w));
    const hours = everyHour(await readSalesByHour(tx, w));
    const byItem = await readSalesByItem(tx, w);
    const byCategory = await readSalesByCategory(tx, w);
    const methods = await readPaymentMethods(tx, w);
    const voids = await readVoids(tx, w);
    const cancellations = await readCancellations(tx, w);
    const discounts = await readDiscounts(tx, w);
    const refunds = await readRefunds(tx, w);
    const feedback = await readFeedback(tx, w);
    return {
      branchId,
      timeZone: branch.timeZone,
      currency: branch.currency,
      ...range,
      totals: {
        orders: totals.orders,
        guests: totals.guests,
        grossSales: toMajor(totals.subtotal),
        discounts: toMajor(totals.discount),
        charges: toMajor(totals.charges),
        taxes: toMajor(totals.taxes),
        roundOff: toMajor(totals.roundOff),
        netSales: toMajor(totals.payable),
        payments: toMajor(totals.payments),
        refunds: toMajor(totals.refunds),
        tips: toMajor(totals.tips),
        averageTicket:
          totals.orders === 0 ? 0 : toMajor(Math.round(totals.payable / totals.orders)),
        averageTurnMinutes:
          totals.turnSeconds === null ? null : Math.round(totals.turnSeconds / 6) / 10,
        voids: voids.length,
        voidValue: toMajor(sumOf(voids, (v) => v.value)),
        cancelledQuantity: sumOf(cancellations, (c) => c.quantity),
        cancelledValue: toMajor(sumOf(cancellations, (c) => c.value)),
      },
      byDay: days.map((day) => ({ date: day.key, ...bucket(day) })),
      byHour: hours.map((hour) => ({ hour: hour.key, ...bucket(hour) })),
      byItem: byItem.map((row) => ({ ...row, amount: toMajor(row.amount) })),
      byCategory: byCategory.map((row) => ({ ...row, amount: toMajor(row.amount) })),
      paymentMethods: methods.map((row) => ({
        ...row,
        amount: toMajor(row.amount),
        refunded: toMajor(row.refunded),
        tips: toMajor(row.tips),
      })),
      voids: voids.map((row) => ({ ...row, value: toMajor(row.value) })),
      cancellations: cancellations.map((row) => ({ ...row, value: toMajor(row.value) })),
      discounts: discounts.map((row) => ({
        ...row,
        subtotal: toMajor(row.subtotal),
        amount: toMajor(row.amount),
      })),
      refunds: refunds.map((row) => ({ ...row, amount: toMajor(row.amount) })),
      feedback,
    };
  }, SNAPSHOT);
}
