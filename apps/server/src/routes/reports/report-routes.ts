import {
  REPORT_ROUTES,
  ZReportCsvQuery,
  ZReportParams,
  ZReportQuery,
  ZSalesReport,
} from '@tableside/shared/contract/reports';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { getSalesReport } from '../../services/reports/get-sales-report';
import { reportSectionCsv } from '../../services/reports/report-csv';

/** Sales reports of a branch (issue 14 item 8; contract reports.ts), action viewReports. */
export function reportRoutes(app: AppFastify, deps: AppDeps): void {
  const { db } = deps.database;
  const { clock } = deps;

  app.get(
    REPORT_ROUTES.sales,
    {
      schema: {
        tags: ['reports'],
        summary:
          "A branch's sales for a range of its local dates: totals, by day and hour, by item and category, payments, voids, cancellations, discounts, refunds",
        params: ZReportParams,
        querystring: ZReportQuery,
        response: { 200: ZSalesReport, ...STAFF_READ_ERRORS },
      },
    },
    async (req) => {
      const staff = await requireStaff(db, clock, req, 'viewReports');
      return getSalesReport(db, staff, req.params.branchId, req.query);
    },
  );

  app.get(
    REPORT_ROUTES.salesCsv,
    {
      schema: {
        tags: ['reports'],
        summary: 'One section of the sales report as a CSV download (amounts with 2 decimals)',
        params: ZReportParams,
        querystring: ZReportCsvQuery,
        response: { 200: z.string().describe('text/csv'), ...STAFF_READ_ERRORS },
      },
    },
    async (req, reply) => {
      const staff = await requireStaff(db, clock, req, 'viewReports');
      const { section, ...range } = req.query;
      const report = await getSalesReport(db, staff, req.params.branchId, range);
      const file = `sales-${section}-${range.from}-to-${range.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(reportSectionCsv(report, section));
    },
  );
}
