import { TENANT_HEADER, ZTenantHeaders } from '@tableside/shared/contract/common';
import {
  ZBranchPublic,
  ZBranchQuery,
  ZBrandStyleAnswer,
  ZBrandStyleParams,
  ZTenantPublic,
  ZTenantQuery,
} from '@tableside/shared/contract/public';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { PUBLIC_ERRORS } from '../../http/error-responses';
import { claimedTenant, ZOptionalTenantHeaders } from '../../http/tenant-header';
import type { AppFastify } from '../../http/types';
import { announcedReads } from '../../lib/announced-reads';
import { getBranchPublic } from '../../services/public/get-branch';
import { getBrandStyle } from '../../services/public/get-brand-style';
import { getTenantPublic } from '../../services/public/get-tenant';

/** Announces writes to the brands and branches these answers are read from (migration 0012). */
const CHANNEL = 'public_lookups';

/** The three lookups the guest app makes before anything else (spec section 7). */
export function publicLookupRoutes(app: AppFastify, { database }: AppDeps) {
  // Every guest of a venue asks these first, with the same ids: a burst shares its reads.
  const tenantOf = announcedReads(database, CHANNEL, (id: number) =>
    getTenantPublic(database.db, id),
  );
  const branchOf = announcedReads(database, CHANNEL, (key: `${number}:${number}`) => {
    const [id, tenantId] = key.split(':').map(Number) as [number, number];
    return getBranchPublic(database.db, id, tenantId);
  });
  app.get(
    GUEST_ROUTES.tenant,
    {
      schema: {
        tags: ['public'],
        summary: 'Tenant (brand) by id',
        querystring: ZTenantQuery,
        response: { 200: ZTenantPublic, ...PUBLIC_ERRORS },
      },
    },
    (req) => tenantOf(req.query.id),
  );

  app.get(
    GUEST_ROUTES.branch,
    {
      schema: {
        tags: ['public'],
        summary: 'Branch by id',
        querystring: ZBranchQuery,
        // The app knows its tenant by now (spec section 7): like the menu, X-Tenant is required.
        headers: ZTenantHeaders,
        response: { 200: ZBranchPublic, ...PUBLIC_ERRORS },
      },
    },
    (req) => branchOf(`${req.query.id}:${req.headers[TENANT_HEADER]}`),
  );

  app.get(
    GUEST_ROUTES.brandStyle,
    {
      schema: {
        tags: ['public'],
        summary: 'Brand style: stylesheet, font and logos (null: the defaults)',
        params: ZBrandStyleParams,
        headers: ZOptionalTenantHeaders,
        response: { 200: ZBrandStyleAnswer, ...PUBLIC_ERRORS },
      },
    },
    (req) => getBrandStyle(database.db, req.params.brandId, claimedTenant(req.headers)),
  );
}
