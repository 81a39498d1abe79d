import multipart from '@fastify/multipart';
import { ZBranchParams } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { ZErrorBody } from '@tableside/shared/contract/error';
import {
  MENU_TRANSFER_LIMITS,
  ZImportDiff,
  ZImportErrorBody,
  ZMenuExport,
  ZMenuExportQuery,
  ZMenuImportQuery,
} from '@tableside/shared/contract/menu-transfer';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { multipartReadError } from '../../http/multipart-body';
import { requireStaff, STAFF_READ_ERRORS, STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { exportMenu } from '../../services/menu-transfer/export-menu';
import { ImportRejectedError, importMenu } from '../../services/menu-transfer/import-menu';
import {
  parseJsonImport,
  parseUploadedFiles,
  type UploadedFile,
} from '../../services/menu-transfer/parse-import-file';

/** The three template CSVs at most, or one workbook / Square export. */
const MAX_FILES = 3;

async function readFiles(req: FastifyRequest): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.files()) {
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (err) {
    throw multipartReadError(err, 'file');
  }
  return files;
}

/** Menu import and export (issue 13 item 8; contract menu-transfer.ts), action editMenu. */
export function menuTransferRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const { clock, publisher } = deps;

  // Multipart only for these routes: the uploads stay inside this scope and its limits.
  app.register(async (scope: AppFastify) => {
    await scope.register(multipart, {
      limits: { fileSize: MENU_TRANSFER_LIMITS.bodyBytes, files: MAX_FILES, fields: 5 },
    });

    scope.get(
      CATALOGUE_ROUTES.menuExport,
      {
        schema: {
          tags: ['catalogue'],
          summary:
            "Downloads the branch's menu: JSON (full, re-importable), XLSX (sheets Items, Sizes, AddOns) or one CSV table (?sheet=items|sizes|addons); ?template=true for the example menu",
          params: ZBranchParams,
          querystring: ZMenuExportQuery,
          response: {
            200: z
              .union([ZMenuExport, z.string()])
              .describe('application/json: ZMenuExport; XLSX or CSV as a file download'),
            ...STAFF_READ_ERRORS,
          },
        },
      },
      async (req, reply) => {
        const { branchId } = req.params;
        const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
        const file = await exportMenu(
          { db, clock },
          { tenantId: staff.tenantId, branchId },
          req.query,
        );
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .header('cache-control', 'no-store')
            // Fastify sends a string or Buffer with its content type as is, never serialised:
            // the schema above documents the JSON; the cast only admits the workbook's bytes.
            .send(file.body as string)
        );
      },
    );

    scope.post(
      CATALOGUE_ROUTES.menuImport,
      {
        bodyLimit: MENU_TRANSFER_LIMITS.bodyBytes,
        schema: {
          tags: ['catalogue'],
          summary:
            'Imports a menu: the JSON export (application/json) or multipart files (XLSX template, template CSVs, Square item library CSV); ?dryRun=true (default) answers the diff and writes nothing',
          params: ZBranchParams,
          querystring: ZMenuImportQuery,
          body: z.unknown().describe('ZMenuExport, or multipart/form-data with field `file`'),
          response: {
            200: ZImportDiff,
            ...STAFF_WRITE_ERRORS,
            400: ZImportErrorBody.describe(
              'Every error of the file, with its row; nothing written',
            ),
            401: ZErrorBody,
          },
        },
      },
      async (req, reply) => {
        const { branchId } = req.params;
        const staff = await requireStaff(db, clock, req, 'editMenu', { branchId });
        const parsed = req.isMultipart()
          ? await parseUploadedFiles(await readFiles(req))
          : parseJsonImport(req.body);
        const scopeOf = { tenantId: staff.tenantId, branchId, staffUserId: staff.userId };
        try {
          return await importMenu({ db, clock, publisher }, scopeOf, parsed, req.query);
        } catch (err) {
          if (!(err instanceof ImportRejectedError)) throw err;
          return reply.code(400).send({
            message: err.message,
            error: 'Bad Request',
            statusCode: 400,
            errors: err.errors,
          });
        }
      },
    );
  });
}
