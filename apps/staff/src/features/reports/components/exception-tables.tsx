import type { TSalesReport } from '@tableside/shared/contract/reports';
import { formatInstant, formatMoney } from '../lib/report-format';
import type { SortState } from '../lib/sort-rows';
import { NoneInRange, ReportSection } from './report-section';
import { type Column, SortableTable } from './sortable-table';

interface TablesProps {
  report: TSalesReport;
  csvHref: (section: string) => string;
}

type ExceptionKey = 'voids' | 'cancellations' | 'discounts' | 'refunds';
type RowOf<K extends ExceptionKey> = TSalesReport[K][number];

interface SectionDef<R> {
  title: string;
  /** What the empty state calls the rows: "No {none} in this range." */
  none: string;
  caption: string;
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  initialSort: SortState<string>;
}

/** The report's part (and CSV section) each id names, in the order they are shown. */
const ORDER: readonly ExceptionKey[] = ['voids', 'cancellations', 'discounts', 'refunds'];
const NO_REASON = 'No reason given';
const NEWEST = { key: 'at', direction: 'descending' } as const;

function sectionsOf(report: TSalesReport): { [K in ExceptionKey]: SectionDef<RowOf<K>> } {
  const money = (v: number) => formatMoney(v, report.currency);
  const at = (iso: string) => formatInstant(iso, report.timeZone);
  const order: Column<{ orderId: number }> = {
    key: 'order',
    label: 'Order',
    value: (r) => r.orderId,
    render: (r) => `#${r.orderId}`,
  };
  const amount = <R,>(key: string, label: string, of: (row: R) => number): Column<R> => ({
    key,
    label,
    value: of,
    render: (r) => money(of(r)),
    numeric: true,
  });
  return {
    voids: {
      title: 'Voided orders',
      none: 'voided orders',
      caption: 'Voided orders',
      columns: [
        order,
        { key: 'at', label: 'Voided at', value: (r) => r.closedAt, render: (r) => at(r.closedAt) },
        amount('value', 'Value', (r) => r.value),
      ],
      rowKey: (r) => r.orderId,
      initialSort: NEWEST,
    },
    cancellations: {
      title: 'Cancellations',
      none: 'cancellations',
      caption: 'Cancellations by item and reason',
      columns: [
        { key: 'item', label: 'Item', value: (r) => `${r.itemName} ${r.sizeName}` },
        { key: 'reason', label: 'Reason', value: (r) => r.reason || NO_REASON },
        { key: 'quantity', label: 'Quantity', value: (r) => r.quantity, numeric: true },
        amount('value', 'Value', (r) => r.value),
      ],
      rowKey: (r) => `${r.itemName}|${r.sizeName}|${r.reason}`,
      initialSort: { key: 'value', direction: 'descending' },
    },
    discounts: {
      title: 'Discounts',
      none: 'discounts',
      caption: 'Discounts',
      columns: [
        order,
        { key: 'at', label: 'Closed at', value: (r) => r.closedAt, render: (r) => at(r.closedAt) },
        amount('subtotal', 'Subtotal', (r) => r.subtotal),
        amount('amount', 'Discount', (r) => r.amount),
      ],
      rowKey: (r) => r.orderId,
      initialSort: NEWEST,
    },
    refunds: {
      title: 'Refunds',
      none: 'refunds',
      caption: 'Refunds',
      columns: [
        order,
        {
          key: 'at',
          label: 'Refunded at',
          value: (r) => r.createdAt,
          render: (r) => at(r.createdAt),
        },
        { key: 'reason', label: 'Reason', value: (r) => r.reason },
        {
          key: 'status',
          label: 'Status',
          value: (r) => (r.status === 'PENDING' ? 'Pending' : 'Done'),
        },
        amount('amount', 'Amount', (r) => r.amount),
      ],
      rowKey: (r) => r.id,
      initialSort: NEWEST,
    },
  };
}

function ExceptionSection<R>({
  id,
  rows,
  def,
  csvHref,
}: {
  id: ExceptionKey;
  rows: readonly R[];
  def: SectionDef<R>;
  csvHref: string;
}) {
  return (
    <ReportSection id={id} title={def.title} csvHref={csvHref}>
      {rows.length === 0 ? (
        <NoneInRange what={def.none} />
      ) : (
        <SortableTable
          caption={def.caption}
          columns={def.columns}
          rows={rows}
          rowKey={def.rowKey}
          initialSort={def.initialSort}
        />
      )}
    </ReportSection>
  );
}

/** What went off the bills: voids, cancellations, discounts and refunds. */
export function ExceptionTables({ report, csvHref }: TablesProps) {
  const sections = sectionsOf(report);
  return (
    <div className="report-grid">
      {ORDER.map(<K extends ExceptionKey>(id: K) => (
        <ExceptionSection<RowOf<K>>
          key={id}
          id={id}
          rows={report[id]}
          def={sections[id]}
          csvHref={csvHref(id)}
        />
      ))}
    </div>
  );
}
