import type {
  TReportCategory,
  TReportItem,
  TReportPaymentMethod,
  TSalesReport,
} from '@tableside/shared/contract/reports';
import { formatMoney } from '../lib/report-format';
import { NoneInRange, ReportSection } from './report-section';
import { type Column, SortableTable } from './sortable-table';

const METHOD_NAMES: Record<TReportPaymentMethod['method'], string> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  ONLINE: 'Online',
};

interface TablesProps {
  report: TSalesReport;
  csvHref: (section: string) => string;
}

/** What sold: by item, by category, and how it was paid. */
export function SalesTables({ report, csvHref }: TablesProps) {
  const money = (v: number) => formatMoney(v, report.currency);
  const itemColumns: Column<TReportItem>[] = [
    { key: 'item', label: 'Item', value: (r) => r.itemName },
    { key: 'size', label: 'Size', value: (r) => r.sizeName },
    { key: 'quantity', label: 'Quantity', value: (r) => r.quantity, numeric: true },
    {
      key: 'amount',
      label: 'Amount',
      value: (r) => r.amount,
      render: (r) => money(r.amount),
      numeric: true,
    },
  ];
  const categoryColumns: Column<TReportCategory>[] = [
    { key: 'category', label: 'Category', value: (r) => r.categoryName },
    { key: 'quantity', label: 'Quantity', value: (r) => r.quantity, numeric: true },
    {
      key: 'amount',
      label: 'Amount',
      value: (r) => r.amount,
      render: (r) => money(r.amount),
      numeric: true,
    },
  ];
  const methodColumns: Column<TReportPaymentMethod>[] = [
    { key: 'method', label: 'Method', value: (r) => METHOD_NAMES[r.method] },
    { key: 'count', label: 'Payments', value: (r) => r.count, numeric: true },
    {
      key: 'amount',
      label: 'Amount',
      value: (r) => r.amount,
      render: (r) => money(r.amount),
      numeric: true,
    },
    {
      key: 'refunded',
      label: 'Refunded',
      value: (r) => r.refunded,
      render: (r) => money(r.refunded),
      numeric: true,
    },
    {
      key: 'tips',
      label: 'Tips',
      value: (r) => r.tips,
      render: (r) => money(r.tips),
      numeric: true,
    },
  ];
  const byAmount = { key: 'amount', direction: 'descending' } as const;
  return (
    <div className="report-grid">
      <ReportSection id="by-item" title="Sales by item" csvHref={csvHref('by-item')}>
        <SortableTable
          caption="Sales by item"
          columns={itemColumns}
          rows={report.byItem}
          rowKey={(r) => `${r.itemName}|${r.sizeName}`}
          initialSort={byAmount}
        />
      </ReportSection>
      <ReportSection id="by-category" title="Sales by category" csvHref={csvHref('by-category')}>
        <SortableTable
          caption="Sales by category"
          columns={categoryColumns}
          rows={report.byCategory}
          rowKey={(r) => r.categoryId}
          initialSort={byAmount}
        />
      </ReportSection>
      <ReportSection
        id="payment-methods"
        title="Payment methods"
        csvHref={csvHref('payment-methods')}
      >
        {report.paymentMethods.length === 0 ? (
          <NoneInRange what="payments" />
        ) : (
          <SortableTable
            caption="Payment methods"
            columns={methodColumns}
            rows={report.paymentMethods}
            rowKey={(r) => r.method}
            initialSort={byAmount}
          />
        )}
      </ReportSection>
    </div>
  );
}
