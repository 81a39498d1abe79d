import type { TReportTotals } from '@tableside/shared/contract/reports';
import { formatCount, formatMinutes, formatMoney } from '../lib/report-format';

interface Kpi {
  label: string;
  value: string;
  note?: string;
}

function kpis(t: TReportTotals, currency: string): Kpi[] {
  const money = (v: number) => formatMoney(v, currency);
  return [
    { label: 'Net sales', value: money(t.netSales), note: 'what the bills charged' },
    { label: 'Orders', value: formatCount(t.orders) },
    { label: 'Guests', value: formatCount(t.guests) },
    { label: 'Average ticket', value: money(t.averageTicket) },
    {
      label: 'Average table turn',
      value: formatMinutes(t.averageTurnMinutes),
      note: 'open to close',
    },
    { label: 'Gross item sales', value: money(t.grossSales) },
    { label: 'Discounts', value: money(t.discounts) },
    { label: 'Charges', value: money(t.charges), note: 'added to prices' },
    { label: 'Taxes', value: money(t.taxes), note: 'added to prices' },
    { label: 'Round-off', value: money(t.roundOff) },
    { label: 'Payments', value: money(t.payments) },
    { label: 'Refunds', value: money(t.refunds) },
    { label: 'Tips', value: money(t.tips), note: 'not in sales' },
    { label: 'Voided orders', value: formatCount(t.voids), note: money(t.voidValue) },
    {
      label: 'Cancelled portions',
      value: formatCount(t.cancelledQuantity),
      note: money(t.cancelledValue),
    },
  ];
}

/** The range's key figures at a glance. */
export function KpiCards({ totals, currency }: { totals: TReportTotals; currency: string }) {
  return (
    <dl className="report-kpis">
      {kpis(totals, currency).map((kpi) => (
        <div key={kpi.label} className="report-kpi">
          <dt>{kpi.label}</dt>
          <dd>
            <span className="report-kpi__value">{kpi.value}</span>
            {kpi.note ? <span className="report-kpi__note">{kpi.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
