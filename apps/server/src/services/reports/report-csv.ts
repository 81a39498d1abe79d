import type { TReportSection, TSalesReport } from '@tableside/shared/contract/reports';
import { type CsvCell, toCsv } from './csv-text';

type Table = { header: string[]; rows: CsvCell[][] };

const amount = (value: number) => ({ amount: value });
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function summary(r: TSalesReport): Table {
  const t = r.totals;
  const rows: [string, CsvCell][] = [
    ['Orders', t.orders],
    ['Guests', t.guests],
    ['Gross item sales', amount(t.grossSales)],
    ['Discounts', amount(t.discounts)],
    ['Charges', amount(t.charges)],
    ['Taxes', amount(t.taxes)],
    ['Round-off', amount(t.roundOff)],
    ['Net sales', amount(t.netSales)],
    ['Payments', amount(t.payments)],
    ['Refunds', amount(t.refunds)],
    ['Tips (not in sales)', amount(t.tips)],
    ['Average ticket', amount(t.averageTicket)],
    ['Average table turn (minutes)', t.averageTurnMinutes],
    ['Voided orders', t.voids],
    ['Voided value', amount(t.voidValue)],
    ['Cancelled portions', t.cancelledQuantity],
    ['Cancelled value', amount(t.cancelledValue)],
    ['Guest ratings', r.feedback.count],
    ['Average rating', r.feedback.averageRating],
  ];
  return { header: ['Measure', 'Value'], rows };
}

const SECTIONS: Record<TReportSection, (r: TSalesReport) => Table> = {
  summary,
  'by-day': (r) => ({
    header: ['Date', 'Orders', 'Gross item sales', 'Net sales', 'Tips'],
    rows: r.byDay.map((d) => [
      d.date,
      d.orders,
      amount(d.grossSales),
      amount(d.netSales),
      amount(d.tips),
    ]),
  }),
  'by-hour': (r) => ({
    header: ['Hour', 'Orders', 'Gross item sales', 'Net sales', 'Tips'],
    rows: r.byHour.map((h) => [
      hourLabel(h.hour),
      h.orders,
      amount(h.grossSales),
      amount(h.netSales),
      amount(h.tips),
    ]),
  }),
  'by-item': (r) => ({
    header: ['Item', 'Size', 'Quantity', 'Amount'],
    rows: r.byItem.map((i) => [i.itemName, i.sizeName, i.quantity, amount(i.amount)]),
  }),
  'by-category': (r) => ({
    header: ['Category', 'Quantity', 'Amount'],
    rows: r.byCategory.map((c) => [c.categoryName, c.quantity, amount(c.amount)]),
  }),
  'payment-methods': (r) => ({
    header: ['Method', 'Payments', 'Amount', 'Refunded', 'Tips'],
    rows: r.paymentMethods.map((p) => [
      p.method,
      p.count,
      amount(p.amount),
      amount(p.refunded),
      amount(p.tips),
    ]),
  }),
  voids: (r) => ({
    header: ['Order', 'Voided at', 'Value'],
    rows: r.voids.map((v) => [v.orderId, v.closedAt, amount(v.value)]),
  }),
  cancellations: (r) => ({
    header: ['Item', 'Size', 'Reason', 'Quantity', 'Value'],
    rows: r.cancellations.map((c) => [
      c.itemName,
      c.sizeName,
      c.reason,
      c.quantity,
      amount(c.value),
    ]),
  }),
  discounts: (r) => ({
    header: ['Order', 'Closed at', 'Subtotal', 'Discount'],
    rows: r.discounts.map((d) => [d.orderId, d.closedAt, amount(d.subtotal), amount(d.amount)]),
  }),
  refunds: (r) => ({
    header: ['Refund', 'Order', 'Method', 'Amount', 'Status', 'Reason', 'At'],
    rows: r.refunds.map((f) => [
      f.id,
      f.orderId,
      f.method,
      amount(f.amount),
      f.status,
      f.reason,
      f.createdAt,
    ]),
  }),
  feedback: (r) => ({
    header: ['Order', 'Rating', 'Comment', 'Guest', 'At'],
    rows: r.feedback.comments.map((c) => [
      c.orderId,
      c.rating,
      c.comment,
      c.customerName ?? '',
      c.updatedAt,
    ]),
  }),
};

/** One section of the report as a CSV file: a header row, amounts in major units. */
export function reportSectionCsv(report: TSalesReport, section: TReportSection): string {
  const { header, rows } = SECTIONS[section](report);
  return toCsv(header, rows);
}
