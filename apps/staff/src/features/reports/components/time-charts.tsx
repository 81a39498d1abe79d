import type { TReportDay, TReportHour, TSalesReport } from '@tableside/shared/contract/reports';
import { useMemo } from 'react';
import { formatCount, formatDay, formatMoney, hourRange } from '../lib/report-format';
import { ReportSection } from './report-section';
import { type ChartPoint, SalesChart } from './sales-chart';
import { type Column, SortableTable } from './sortable-table';

interface Bucket {
  key: string;
  label: string;
  tick: string;
  order: number;
  orders: number;
  grossSales: number;
  netSales: number;
  tips: number;
}

function bucketColumns(label: string, currency: string): Column<Bucket>[] {
  const money = (v: number) => formatMoney(v, currency);
  return [
    { key: 'when', label, value: (b) => b.order, render: (b) => b.label },
    { key: 'orders', label: 'Orders', value: (b) => b.orders, numeric: true },
    {
      key: 'gross',
      label: 'Gross item sales',
      value: (b) => b.grossSales,
      render: (b) => money(b.grossSales),
      numeric: true,
    },
    {
      key: 'net',
      label: 'Net sales',
      value: (b) => b.netSales,
      render: (b) => money(b.netSales),
      numeric: true,
    },
    {
      key: 'tips',
      label: 'Tips',
      value: (b) => b.tips,
      render: (b) => money(b.tips),
      numeric: true,
    },
  ];
}

interface TimeChartProps {
  id: string;
  title: string;
  whenLabel: string;
  buckets: Bucket[];
  currency: string;
  csvHref: string;
}

/** A chart of net sales over time with the same figures as a table (its text alternative). */
function TimeChart({ id, title, whenLabel, buckets, currency, csvHref }: TimeChartProps) {
  const points = useMemo<ChartPoint[]>(
    () => buckets.map((b) => ({ tick: b.tick, value: b.netSales })),
    [buckets],
  );
  const best = buckets.reduce<Bucket | null>(
    (top, b) => (b.netSales > (top?.netSales ?? 0) ? b : top),
    null,
  );
  return (
    <ReportSection id={id} title={title} csvHref={csvHref}>
      <figure className="report-chart">
        <SalesChart points={points} seriesLabel="Net sales" />
        <figcaption className="report-chart__caption">
          {best
            ? `Net sales; the highest is ${best.label} with ${formatMoney(best.netSales, currency)} from ${formatCount(best.orders)} ${best.orders === 1 ? 'order' : 'orders'}.`
            : 'Net sales.'}
        </figcaption>
      </figure>
      <details className="report-chart__table">
        <summary>Show the figures as a table</summary>
        <SortableTable
          caption={title}
          columns={bucketColumns(whenLabel, currency)}
          rows={buckets}
          rowKey={(b) => b.key}
          initialSort={{ key: 'when', direction: 'ascending' }}
        />
      </details>
    </ReportSection>
  );
}

const dayBucket = (d: TReportDay, i: number): Bucket => ({
  ...d,
  key: d.date,
  label: formatDay(d.date),
  tick: formatDay(d.date).slice(4),
  order: i,
});
const hourBucket = (h: TReportHour): Bucket => ({
  ...h,
  key: String(h.hour),
  label: hourRange(h.hour),
  tick: hourRange(h.hour).slice(0, 5),
  order: h.hour,
});

/** Sales by day and by hour of day. */
export function TimeCharts({
  report,
  csvHref,
}: {
  report: TSalesReport;
  csvHref: (s: string) => string;
}) {
  const days = useMemo(() => report.byDay.map(dayBucket), [report.byDay]);
  const hours = useMemo(() => report.byHour.map(hourBucket), [report.byHour]);
  return (
    <>
      <TimeChart
        id="by-day"
        title="Sales by day"
        whenLabel="Day"
        buckets={days}
        currency={report.currency}
        csvHref={csvHref('by-day')}
      />
      <TimeChart
        id="by-hour"
        title="Sales by hour of day"
        whenLabel="Hour"
        buckets={hours}
        currency={report.currency}
        csvHref={csvHref('by-hour')}
      />
    </>
  );
}
