import { TENANT_HEADER, ZTenantHeaders } from '@tableside/shared/contract/common';
import { ZPromotionGroupsResponse, ZPromotionsQuery } from '@tableside/shared/contract/promotions';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { PUBLIC_ERRORS } from '../../http/error-responses';
import type { AppFastify } from '../../http/types';
import { listPromotionGroups } from '../../services/menu/list-promotion-groups';

/** The For You tab's carousels and banners (spec section 7). */
export function promotionRoutes(app: AppFastify, { database }: AppDeps) {
  app.get(
    GUEST_ROUTES.promotions,
    {
      schema: {
        tags: ['menu'],
        summary: "A branch's promotion groups (filters=branches.id:{id}), sorted by sequence",
        querystring: ZPromotionsQuery,
        headers: ZTenantHeaders,
        response: { 200: ZPromotionGroupsResponse, ...PUBLIC_ERRORS },
      },
    },
    (req) =>
      listPromotionGroups(
        { db: database.db },
        { ...req.query, tenantId: req.headers[TENANT_HEADER] },
      ),
  );
}
