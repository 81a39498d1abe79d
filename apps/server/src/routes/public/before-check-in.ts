import {
  ZBranchSettings,
  ZBranchSettingsByBranchQuery,
  ZBranchSettingsParams,
  ZBranchSettingsQuery,
  ZBrandTerms,
  ZTableOrderQuery,
  ZTableOrderStatus,
  ZTermsQuery,
} from '@tableside/shared/contract/public';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { AppDeps } from '../../app-deps';
import { PUBLIC_ERRORS } from '../../http/error-responses';
import { claimedTenant, ZOptionalTenantHeaders } from '../../http/tenant-header';
import type { AppFastify } from '../../http/types';
import { getBranchSettings } from '../../services/public/get-branch-settings';
import { getBrandTerms } from '../../services/public/get-brand-terms';
import { getTableOrder } from '../../services/public/get-table-order';

/**
 * Table status, ordering hours and terms: read before check-in, so no session; an X-Tenant,
 * when sent, must own what is asked for.
 */
export function beforeCheckInRoutes(app: AppFastify, { database, clock }: AppDeps) {
  const deps = { db: database.db, clock };

  app.get(
    GUEST_ROUTES.tableOrder,
    {
      schema: {
        tags: ['public'],
        summary: "A table's state before check-in (open order, checkout, associate)",
        querystring: ZTableOrderQuery,
        headers: ZOptionalTenantHeaders,
        response: { 200: ZTableOrderStatus, ...PUBLIC_ERRORS },
      },
    },
    (req) => getTableOrder(deps, { ...req.query, claimedTenantId: claimedTenant(req.headers) }),
  );

  app.get(
    GUEST_ROUTES.branchSettingsAll,
    {
      schema: {
        tags: ['public'],
        summary: "A branch's ordering hours (branchSettingFilter=GENERAL_SETTINGS)",
        params: ZBranchSettingsParams,
        querystring: ZBranchSettingsQuery,
        headers: ZOptionalTenantHeaders,
        response: { 200: ZBranchSettings, ...PUBLIC_ERRORS },
      },
    },
    (req) =>
      getBranchSettings(deps, {
        branchId: req.params.branchId,
        claimedTenantId: claimedTenant(req.headers),
      }),
  );

  app.get(
    GUEST_ROUTES.branchSettings,
    {
      schema: {
        tags: ['public'],
        summary: "A branch's ordering hours, by branchId",
        querystring: ZBranchSettingsByBranchQuery,
        headers: ZOptionalTenantHeaders,
        response: { 200: ZBranchSettings, ...PUBLIC_ERRORS },
      },
    },
    (req) =>
      getBranchSettings(deps, {
        branchId: req.query.branchId,
        claimedTenantId: claimedTenant(req.headers),
      }),
  );

  app.get(
    GUEST_ROUTES.terms,
    {
      schema: {
        tags: ['public'],
        summary: "A brand's (or its branch's) Terms & Conditions and service-charge text",
        querystring: ZTermsQuery,
        headers: ZOptionalTenantHeaders,
        response: { 200: ZBrandTerms, ...PUBLIC_ERRORS },
      },
    },
    (req) =>
      getBrandTerms(deps, {
        brandId: req.query.id,
        branchId: req.query.branchId,
        claimedTenantId: claimedTenant(req.headers),
      }),
  );
}
