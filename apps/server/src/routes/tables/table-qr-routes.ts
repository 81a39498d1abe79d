import {
  TABLES_ADMIN_ROUTES,
  ZQrSheetQuery,
  ZQrTableParams,
  ZTablesBranchParams,
} from '@tableside/shared/contract/tables-admin';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireStaff, STAFF_READ_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { createMedia } from '../../integrations/media/create-media';
import { tableQr } from '../../services/tables-admin/table-qr';
import { linkOrigin, tableScope } from './table-http';

const tags = ['tables'];

/** A file name from a table name: letters, digits, '-' and '_' only. */
const fileName = (name: string, ext: string) =>
  `table-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'qr'}.${ext}`;

/** The printable codes: one table's SVG or PNG, and the branch's sheet as PDF. */
export function tableQrRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const media = createMedia(deps.config);

  for (const format of ['svg', 'png'] as const) {
    app.get(
      format === 'svg' ? TABLES_ADMIN_ROUTES.qrSvg : TABLES_ADMIN_ROUTES.qrPng,
      {
        schema: {
          tags,
          summary: `The table's QR code as ${format.toUpperCase()} (its guest link with the current token)`,
          params: ZQrTableParams,
          response: {
            200: z.string().describe(`image/${format === 'svg' ? 'svg+xml' : 'png'}`),
            ...STAFF_READ_ERRORS,
          },
        },
      },
      async (req, reply) => {
        const { tableId } = req.params;
        const staff = await requireStaff(db, deps.clock, req, 'manageTables', { tableId });
        const qr = await tableQr(
          { db },
          {
            tenantId: staff.tenantId,
            tableId,
            staffUserId: staff.userId,
            publicUrl: linkOrigin(deps.config, req),
          },
          format,
        );
        return reply
          .header('content-type', format === 'svg' ? 'image/svg+xml' : 'image/png')
          .header('content-disposition', `attachment; filename="${fileName(qr.name, format)}"`)
          .header('cache-control', 'no-store')
          .send(qr.body as string);
      },
    );
  }

  app.get(
    TABLES_ADMIN_ROUTES.qrSheet,
    {
      schema: {
        tags,
        summary:
          'Printable QR codes of the live tables: tent cards or stickers, 1/4/8 a page, A4 or Letter',
        params: ZTablesBranchParams,
        querystring: ZQrSheetQuery,
        response: { 200: z.string().describe('application/pdf'), ...STAFF_READ_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      // pdf-lib (~19 MB) loads with the first sheet asked for, not with every server.
      const { qrSheet } = await import('../../services/tables-admin/qr-sheet');
      const pdf = await qrSheet({ db, media }, scope, req.query);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="table-qr-codes-${req.query.layout}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf) as unknown as string);
    },
  );
}
