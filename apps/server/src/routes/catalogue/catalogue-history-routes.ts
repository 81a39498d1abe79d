import { ZBranchParams } from '@tableside/shared/contract/catalogue';
import {
  CATALOGUE_ROUTES,
  ZCatalogueChange,
  ZCatalogueHistoryQuery,
  ZCatalogueHistoryResponse,
  ZUndoParams,
} from '@tableside/shared/contract/catalogue-extras';
import type { AppDeps } from '../../app-deps';
import { branchScope } from '../../http/branch-scope';
import type { AppFastify } from '../../http/types';
import { listHistory } from '../../services/catalogue/list-history';
import { undoChange } from '../../services/catalogue/undo-change';
import { CATALOGUE_ERRORS } from './catalogue-http';

const tags = ['catalogue'];

/** Who changed what in the catalogue, and undo of a single change. */
export function catalogueHistoryRoutes(app: AppFastify, { database, clock, publisher }: AppDeps) {
  const { db } = database;
  const deps = { db, publisher };

  app.get(
    CATALOGUE_ROUTES.history,
    {
      schema: {
        tags,
        summary: 'Catalogue changes, newest first (optionally one item)',
        params: ZBranchParams,
        querystring: ZCatalogueHistoryQuery,
        response: { 200: ZCatalogueHistoryResponse, ...CATALOGUE_ERRORS },
      },
    },
    async (req) => {
      const { tenantId } = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return { changes: await listHistory(deps, { tenantId, ...req.query }) };
    },
  );

  app.post(
    CATALOGUE_ROUTES.undo,
    {
      schema: {
        tags,
        summary: 'Undo one change (409 when the thing changed since)',
        params: ZUndoParams,
        response: { 200: ZCatalogueChange, ...CATALOGUE_ERRORS },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return undoChange(deps, scope, req.params.changeId);
    },
  );
}
