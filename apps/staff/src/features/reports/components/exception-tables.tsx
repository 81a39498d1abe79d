import type {
  TReportCancellation,
  TReportDiscount,
  TReportRefund,
  TReportVoid,
  TSalesReport,
} from '@tableside/shared/contract/reports';
import { formatInstant, formatMoney } from '../lib/report-format';
import { NoneInRange, ReportSection } from './report-section';
import { type Column, SortableTable } from './sortable-table';

interface TablesProps {
  report: TSalesReport;
  csvHref: (section: string) => string;
}

const NO_REASON = 'No reason given';

/** What went off the bills: voids, cancellations, discounts and refunds. */
export function ExceptionTables({ report, csvHref }: TablesProps) {
  const money = (v: number) => formatMoney(v, report.currency);
  const at = (iso: string) => formatInstant(iso, report.timeZone);
  const order: Column<{ orderId: number }> = {
    key: 'order',
    label: 'Order',
    value: (r) => r.orderId,
    render: (r) => `#${r.orderId}`,
  };
  const voidColumns: Column<TReportVoid>[] = [
    order,
    { key: 'at', label: 'Voided at', value: (r) => r.closedAt, render: (r) => at(r.closedAt) },
    {
      key: 'value',
      label: 'Value',
      value: (r) => r.value,
      render: (r) => money(r.value),
      numeric: true,
    },
  ];
  const cancellationColumns: Column<TReportCancellation>[] = [
    { key: 'item', label: 'Item', value: (r) => `${r.itemName} ${r.sizeName}` },
    { key: 'reason', label: 'Reason', value: (r) => r.reason || NO_REASON },
    { key: 'quantity', label: 'Quantity', value: (r) => r.quantity, numeric: true },
    {
      key: 'value',
      label: 'Value',
      value: (r) => r.value,
      render: (r) => money(r.value),
      numeric: true,
    },
  ];
  const discountColumns: Column<TReportDiscount>[] = [
    order,
    { key: 'at', label: 'Closed at', value: (r) => r.closedAt, render: (r) => at(r.closedAt) },
    {
      key: 'subtotal',
      label: 'Subtotal',
      value: (r) => r.subtotal,
      render: (r) => money(r.subtotal),
      numeric: true,
    },
    {
      key: 'amount',
      label: 'Discount',
      value: (r) => r.amount,
      render: (r) => money(r.amount),
      numeric: true,
    },
  ];
  const refundColumns: Column<TReportRefund>[] = [
    order,
    { key: 'at', label: 'Refunded at', value: (r) => r.createdAt, render: (r) => at(r.createdAt) },
    { key: 'reason', label: 'Reason', value: (r) => r.reason },
    { key: 'status', label: 'Status', value: (r) => (r.status === 'PENDING' ? 'Pending' : 'Done') },
    {
      key: 'amount',
      label: 'Amount',
      value: (r) => r.amount,
      render: (r) => money(r.amount),
      numeric: true,
    },
  ];
  const newest = { key: 'at', direction: 'descending' } as const;
  return (
    <div className="report-grid">
      <ReportSection id="voids" title="Voided orders" csvHref={csvHref('voids')}>
        {report.voids.length === 0 ? (
          <NoneInRange what="voided orders" />
        ) : (
          <SortableTable
            caption="Voided orders"
            columns={voidColumns}
            rows={report.voids}
            rowKey={(r) => r.orderId}
            initialSort={newest}
          />
        )}
      </ReportSection>
      <ReportSection id="cancellations" title="Cancellations" csvHref={csvHref('cancellations')}>
        {report.cancellations.length === 0 ? (
          <NoneInRange what="cancellations" />
        ) : (
          <SortableTable
            caption="Cancellations by item and reason"
            columns={cancellationColumns}
            rows={report.cancellations}
            rowKey={(r) => `${r.itemName}|${r.sizeName}|${r.reason}`}
            initialSort={{ key: 'value', direction: 'descending' }}
          />
        )}
      </ReportSection>
      <ReportSection id="discounts" title="Discounts" csvHref={csvHref('discounts')}>
        {report.discounts.length === 0 ? (
          <NoneInRange what="discounts" />
        ) : (
          <SortableTable
            caption="Discounts"
            columns={discountColumns}
            rows={report.discounts}
            rowKey={(r) => r.orderId}
            initialSort={newest}
          />
        )}
      </ReportSection>
      <ReportSection id="refunds" title="Refunds" csvHref={csvHref('refunds')}>
        {report.refunds.length === 0 ? (
          <NoneInRange what="refunds" />
        ) : (
          <SortableTable
            caption="Refunds"
            columns={refundColumns}
            rows={report.refunds}
            rowKey={(r) => r.id}
            initialSort={newest}
          />
        )}
      </ReportSection>
    </div>
  );
}
