import type { TSalesReport } from '@tableside/shared/contract/reports';
import type { ReportRange } from '@tableside/shared/domain/report-range';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { useState } from 'react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useBranches, useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { reportCsvUrl, useSalesReport } from '../api/use-sales-report';
import { formatDay } from '../lib/report-format';
import { useReportRange } from '../lib/use-report-range';
import { ExceptionTables } from './exception-tables';
import { FeedbackSection } from './feedback-section';
import { KpiCards } from './kpi-cards';
import { RangePicker } from './range-picker';
import { ReportSection } from './report-section';
import { SalesTables } from './sales-tables';
import { TimeCharts } from './time-charts';
import './reports.css';

/** Reports: a branch's sales for a range of dates, with charts, tables and CSV downloads. */
export function ReportsScreen() {
  return useCan('viewReports') ? (
    <ReportsContent />
  ) : (
    <>
      <PageHeader title="Reports" />
      <EmptyState title={notAllowedMessage('viewReports')} />
    </>
  );
}

const rangeText = (range: ReportRange) =>
  range.from === range.to
    ? formatDay(range.from)
    : `${formatDay(range.from)} to ${formatDay(range.to)}`;

const nothingHappened = (report: TSalesReport) =>
  report.totals.orders === 0 && report.voids.length === 0 && report.cancellations.length === 0;

function ReportsContent() {
  const current = useCurrentBranch();
  const branches = useBranches().data ?? [current];
  const [branchId, setBranchId] = useState(current.id);
  const [zone, setZone] = useState<string>();
  const dates = useReportRange(zone);
  const report = useSalesReport(branchId, dates.range);
  const data = report.data;
  if (data && data.timeZone !== zone) setZone(data.timeZone);

  return (
    <>
      <PageHeader title="Reports" />
      <RangePicker
        branches={branches}
        branchId={branchId}
        onBranch={setBranchId}
        choice={dates.choice}
        onChoice={dates.choose}
        custom={dates.custom}
        onCustom={dates.setCustom}
        issue={dates.issue}
      />
      <p className="report-rule">
        Sales are the paid orders, counted on the day and at the hour they were closed, in the
        branch&apos;s time ({data?.timeZone ?? 'its time zone'}). Voided orders and tables closed
        without payment are not sales. Tips are not recorded yet.
      </p>
      {report.isError ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !data || !dates.range ? (
        dates.range ? (
          <Skeleton count={4} height={120} />
        ) : null
      ) : (
        <div className="report-body" aria-busy={report.isFetching} aria-live="polite">
          <p className="report-range">
            {rangeText(data)}
            {report.isPlaceholderData ? ' (updating)' : ''}
          </p>
          {nothingHappened(data) ? (
            <EmptyState title="Nothing was sold in this range">
              Pick other dates or another branch.
            </EmptyState>
          ) : (
            <Report report={data} />
          )}
        </div>
      )}
    </>
  );
}

function Report({ report }: { report: TSalesReport }) {
  const csvHref = (section: string) => reportCsvUrl(report.branchId, report, section);
  return (
    <>
      <ReportSection id="summary" title="Summary" csvHref={csvHref('summary')}>
        <KpiCards totals={report.totals} currency={report.currency} />
      </ReportSection>
      <TimeCharts report={report} csvHref={csvHref} />
      <SalesTables report={report} csvHref={csvHref} />
      <ExceptionTables report={report} csvHref={csvHref} />
      <FeedbackSection report={report} csvHref={csvHref('feedback')} />
    </>
  );
}
