import { TENANT_HEADER, ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZCustomization, ZCustomizationQuery } from '@tableside/shared/contract/customization';
import { ZErrorBody } from '@tableside/shared/contract/error';
import {
  ZItemsWithKeywordsQuery,
  ZItemsWithKeywordsResponse,
  ZMenuQuery,
  ZMenuResponse,
  ZSearchQuery,
  ZSearchResponse,
} from '@tableside/shared/contract/menu';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';
import { getCustomization } from '../../services/menu/get-customization';
import { getMenu } from '../../services/menu/get-menu';
import { getPromotionItems } from '../../services/menu/get-promotion-items';
import { searchMenu } from '../../services/menu/search-menu';

const errors = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** The menu calls of spec section 7; public (no session), but X-Tenant must own the branch. */
export function menuRoutes(app: AppFastify, { database }: AppDeps) {
  const deps = { db: database.db };

  app.get(
    GUEST_ROUTES.menu,
    {
      schema: {
        tags: ['menu'],
        summary: "The branch's menu by category, optionally one food filter or one tab",
        querystring: ZMenuQuery,
        headers: ZTenantHeaders,
        response: { 200: ZMenuResponse, ...errors },
      },
    },
    (req) => getMenu(deps, { ...req.query, tenantId: req.headers[TENANT_HEADER] }),
  );

  app.get(
    GUEST_ROUTES.customization,
    {
      schema: {
        tags: ['menu'],
        summary: 'Customisation modal: sizes, add-ons, instructions, recommendations',
        querystring: ZCustomizationQuery,
        headers: ZTenantHeaders,
        response: { 200: ZCustomization, ...errors },
      },
    },
    (req) => getCustomization(deps, { ...req.query, tenantId: req.headers[TENANT_HEADER] }),
  );

  app.get(
    GUEST_ROUTES.search,
    {
      schema: {
        tags: ['menu'],
        summary: 'Typo-tolerant search of product names, best match first',
        querystring: ZSearchQuery,
        headers: ZTenantHeaders,
        response: { 200: ZSearchResponse, ...errors },
      },
    },
    (req) => searchMenu(deps, { ...req.query, tenantId: req.headers[TENANT_HEADER] }),
  );

  app.get(
    GUEST_ROUTES.itemsWithKeywords,
    {
      schema: {
        tags: ['menu'],
        summary: "A promotion's items (keywords=PROMO-{id}) as menu cards",
        querystring: ZItemsWithKeywordsQuery,
        headers: ZTenantHeaders,
        response: { 200: ZItemsWithKeywordsResponse, ...errors },
      },
    },
    (req) => getPromotionItems(deps, { ...req.query, tenantId: req.headers[TENANT_HEADER] }),
  );
}
