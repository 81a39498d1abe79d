import {
  TABLES_ADMIN_ROUTES,
  ZAddTablesBody,
  ZAddTablesResponse,
  ZAdminTable,
  ZAdminTableParams,
  ZCreateTableBody,
  ZReorderBody,
  ZTablesBranchParams,
  ZUpdateTableBody,
  ZVersionBody,
} from '@tableside/shared/contract/tables-admin';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { STAFF_WRITE_ERRORS } from '../../http/staff-auth';
import type { AppFastify } from '../../http/types';
import { addTables, createTable } from '../../services/tables-admin/create-tables';
import { reorderTables } from '../../services/tables-admin/reorder-tables';
import { rotateTableToken } from '../../services/tables-admin/rotate-tokens';
import { updateTable } from '../../services/tables-admin/update-table';
import { tableScope } from './table-http';

const tags = ['tables'];
const tableResponse = { 200: ZAdminTable, ...STAFF_WRITE_ERRORS };

/** Tables: one, many from a range, edits, archive, order and token rotation. */
export function diningTableRoutes(app: AppFastify, deps: AppDeps) {
  const { db } = deps.database;
  const { clock } = deps;

  app.post(
    TABLES_ADMIN_ROUTES.tables,
    {
      schema: {
        tags,
        summary: 'Add a table',
        params: ZTablesBranchParams,
        body: ZCreateTableBody,
        response: { 201: ZAdminTable, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      return reply.code(201).send(await createTable({ db }, scope, req.body));
    },
  );

  app.post(
    TABLES_ADMIN_ROUTES.tablesBulk,
    {
      schema: {
        tags,
        summary: "Add many tables from a range ('T1-T30', 'Patio 1-5', 'Bar, Window'): all or none",
        params: ZTablesBranchParams,
        body: ZAddTablesBody,
        response: { 201: ZAddTablesResponse, ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      return reply.code(201).send({ tables: await addTables({ db }, scope, req.body) });
    },
  );

  app.patch(
    TABLES_ADMIN_ROUTES.table,
    {
      schema: {
        tags,
        summary: 'Rename, seats, area, archive (not while an order is open) or restore a table',
        params: ZAdminTableParams,
        body: ZUpdateTableBody,
        response: tableResponse,
      },
    },
    async (req) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      return updateTable({ db, clock }, scope, req.params.tableId, req.body);
    },
  );

  app.post(
    TABLES_ADMIN_ROUTES.rotateToken,
    {
      schema: {
        tags,
        summary: 'A new token for the table: its printed QR codes stop working',
        params: ZAdminTableParams,
        body: ZVersionBody,
        response: tableResponse,
      },
    },
    async (req) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      return rotateTableToken({ db }, scope, req.params.tableId, req.body.version);
    },
  );

  app.put(
    TABLES_ADMIN_ROUTES.tableOrder,
    {
      schema: {
        tags,
        summary: 'The new order of the live tables',
        params: ZTablesBranchParams,
        body: ZReorderBody,
        response: { 204: z.null(), ...STAFF_WRITE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await tableScope(deps, req, req.params.branchId);
      await reorderTables({ db }, scope, 'tables', req.body);
      return reply.code(204).send(null);
    },
  );
}
