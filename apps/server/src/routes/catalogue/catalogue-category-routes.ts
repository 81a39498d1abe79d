import {
  ZArchiveBody,
  ZBranchParams,
  ZCatalogueCategory,
  ZCatalogueCategoryParams,
  ZCreateCategoryBody,
  ZReorderCategoriesBody,
  ZReorderItemsBody,
  ZUpdateCategoryBody,
} from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { branchScope } from '../../http/branch-scope';
import type { AppFastify } from '../../http/types';
import { changeCategory } from '../../services/catalogue/change-category';
import { createCategory } from '../../services/catalogue/create-category';
import { reorderCatalogue } from '../../services/catalogue/reorder-catalogue';
import { CATALOGUE_ERRORS } from './catalogue-http';

const tags = ['catalogue'];
const categoryResponse = { 200: ZCatalogueCategory, ...CATALOGUE_ERRORS };
const noContent = { 204: z.null(), ...CATALOGUE_ERRORS };

/** Categories and the menu's order (drag to reorder). */
export function catalogueCategoryRoutes(app: AppFastify, { database, clock, publisher }: AppDeps) {
  const { db } = database;
  const deps = { db, publisher };

  app.post(
    CATALOGUE_ROUTES.categories,
    {
      schema: {
        tags,
        summary: 'Add a category, or a sub-category of a top-level one',
        params: ZBranchParams,
        body: ZCreateCategoryBody,
        response: { 201: ZCatalogueCategory, ...CATALOGUE_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return reply.code(201).send(await createCategory(deps, scope, req.body));
    },
  );

  app.patch(
    CATALOGUE_ROUTES.category,
    {
      schema: {
        tags,
        summary: 'Rename a category',
        params: ZCatalogueCategoryParams,
        body: ZUpdateCategoryBody,
        response: categoryResponse,
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return changeCategory(deps, scope, req.params.categoryId, req.body);
    },
  );

  app.put(
    CATALOGUE_ROUTES.categoryArchive,
    {
      schema: {
        tags,
        summary: 'Archive (hides it and its items from guests) or restore a category',
        params: ZCatalogueCategoryParams,
        body: ZArchiveBody,
        response: categoryResponse,
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      return changeCategory(deps, scope, req.params.categoryId, req.body);
    },
  );

  app.put(
    CATALOGUE_ROUTES.categoryOrder,
    {
      schema: {
        tags,
        summary: 'The new order of the categories under one parent',
        params: ZBranchParams,
        body: ZReorderCategoriesBody,
        response: noContent,
      },
    },
    async (req, reply) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      await reorderCatalogue(deps, scope, { categories: req.body });
      return reply.code(204).send(null);
    },
  );

  app.put(
    CATALOGUE_ROUTES.itemOrder,
    {
      schema: {
        tags,
        summary: 'The new order of the items of one category',
        params: ZBranchParams,
        body: ZReorderItemsBody,
        response: noContent,
      },
    },
    async (req, reply) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editMenu');
      await reorderCatalogue(deps, scope, { items: req.body });
      return reply.code(204).send(null);
    },
  );
}
