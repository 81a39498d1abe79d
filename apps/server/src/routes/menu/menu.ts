import { TENANT_HEADER, ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZCustomization, ZCustomizationQuery } from '@tableside/shared/contract/customization';
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
import { PUBLIC_ERRORS } from '../../http/error-responses';
import { sendPrecompressed } from '../../http/send-precompressed';
import type { AppFastify } from '../../http/types';
import { getCustomization } from '../../services/menu/get-customization';
import { getPromotionItems } from '../../services/menu/get-promotion-items';
import { createMenuCache } from '../../services/menu/menu-cache';
import { searchMenu } from '../../services/menu/search-menu';

/** The menu calls of spec section 7; public (no session), but X-Tenant must own the branch. */
export function menuRoutes(app: AppFastify, { database }: AppDeps) {
  const deps = { db: database.db };
  const menuCache = createMenuCache(database);

  app.get(
    GUEST_ROUTES.menu,
    {
      schema: {
        tags: ['menu'],
        summary: "The branch's menu by category, optionally one food filter or one tab",
        description:
          'Answered from memory until the menu changes: ETag and If-None-Match (304), brotli or gzip by Accept-Encoding.',
        querystring: ZMenuQuery,
        headers: ZTenantHeaders,
        // The body is ZMenuResponse, checked once per change of the menu (menu-cache.ts).
        response: { 200: ZMenuResponse, ...PUBLIC_ERRORS },
      },
    },
    async (req, reply) => {
      const body = await menuCache.get({ ...req.query, tenantId: req.headers[TENANT_HEADER] });
      return sendPrecompressed(req, reply, body, { vary: [TENANT_HEADER] });
    },
  );

  app.get(
    GUEST_ROUTES.customization,
    {
      schema: {
        tags: ['menu'],
        summary: 'Customisation modal: sizes, add-ons, instructions, recommendations',
        querystring: ZCustomizationQuery,
        headers: ZTenantHeaders,
        response: { 200: ZCustomization, ...PUBLIC_ERRORS },
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
        response: { 200: ZSearchResponse, ...PUBLIC_ERRORS },
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
        response: { 200: ZItemsWithKeywordsResponse, ...PUBLIC_ERRORS },
      },
    },
    (req) => getPromotionItems(deps, { ...req.query, tenantId: req.headers[TENANT_HEADER] }),
  );
}
