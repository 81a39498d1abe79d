import { REPORT_ROUTES, ZSalesReport } from '@tableside/shared/contract/reports';
import { buildPath } from '@tableside/shared/contract/routes';
import type { ReportRange } from '@tableside/shared/domain/report-range';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const query = (range: ReportRange) => new URLSearchParams({ from: range.from, to: range.to });

/** The branch's sales report for the range; the last report stays shown while the next loads. */
export function useSalesReport(branchId: number, range: ReportRange | null) {
  return useQuery({
    queryKey: ['sales-report', branchId, range?.from, range?.to],
    queryFn: () =>
      apiRequest({
        path: `${buildPath(REPORT_ROUTES.sales, { branchId })}?${query(range as ReportRange)}`,
        schema: ZSalesReport,
      }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Where one section's CSV downloads from (a plain link: the staff cookie goes with it). */
export function reportCsvUrl(branchId: number, range: ReportRange, section: string): string {
  const params = query(range);
  params.set('section', section);
  return `${buildPath(REPORT_ROUTES.salesCsv, { branchId })}?${params}`;
}
