import {
  ZArchiveBody,
  ZBranchParams,
  ZCatalogueItem,
  ZCatalogueItemParams,
  ZCatalogueResponse,
  ZCreateItemBody,
  ZUpdateItemBody,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import type { AppDeps } from '../../app-deps';
import { branchScope } from '../../http/branch-scope';
import type { AppFastify } from '../../http/types';
import { archiveItem } from '../../services/catalogue/archive-item';
import { createItem } from '../../services/catalogue/create-item';
import { getCatalogue } from '../../services/catalogue/get-catalogue';
import { getCatalogueItem } from '../../services/catalogue/get-catalogue-item';
import { saveItem } from '../../services/catalogue/save-item';
import { CATALOGUE_ERRORS } from './catalogue-http';

const tags = ['catalogue'];

/** The brand's catalogue and its items, as the back office reads and edits them. */
export function catalogueItemRoutes(app: AppFastify, { database, clock, publisher }: AppDeps) {
  const { db } = database;
  const deps = { db, publisher };

  app.get(
    CATALOGUE_ROUTES.catalogue,
    {
      schema: {
        tags,
        summary: "The brand's categories and items, priced at this branch",
        params: ZBranchParams,
        response: { 200: ZCatalogueResponse, ...CATALOGUE_ERRORS },
      },
    },
    async (req) =>
      getCatalogue(deps, await branchScope(db, clock, req, req.params.branchId, 'editMenu')),
  );

  app.post(
    CATALOGUE_ROUTES.items,
    {
      schema: {
        tags,
        summary: "Add an item (on this branch's menu at the default prices)",
        params: ZBranchParams,
        body: ZCreateItemBody,
        response: { 201: ZCatalogueItem, ...CATALOGUE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      const item = await createItem(deps, scope, req.body);
      return reply.code(201).send(item);
    },
  );

  app.get(
    CATALOGUE_ROUTES.item,
    {
      schema: {
        tags,
        summary: 'One item with everything the editor shows',
        params: ZCatalogueItemParams,
        response: { 200: ZCatalogueItem, ...CATALOGUE_ERRORS },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return getCatalogueItem(deps, scope, req.params.productId);
    },
  );

  app.put(
    CATALOGUE_ROUTES.item,
    {
      schema: {
        tags,
        summary: 'Save an item (409 with the current item when someone saved first)',
        params: ZCatalogueItemParams,
        body: ZUpdateItemBody,
        response: { 200: ZCatalogueItem, ...CATALOGUE_ERRORS },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return saveItem(deps, scope, req.params.productId, req.body);
    },
  );

  app.put(
    CATALOGUE_ROUTES.itemArchive,
    {
      schema: {
        tags,
        summary: 'Archive (hide from guests, keep for history) or restore an item',
        params: ZCatalogueItemParams,
        body: ZArchiveBody,
        response: { 200: ZCatalogueItem, ...CATALOGUE_ERRORS },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return archiveItem(deps, scope, req.params.productId, req.body);
    },
  );
}
