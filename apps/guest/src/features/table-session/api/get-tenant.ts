import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-request';
import { PUBLIC_LOOKUP } from '../../../lib/lookup';

export const tenantKey = (brandId: number) => ['tenant', brandId] as const;

/** `GET /v1/tenant/public?id=`: the one call without X-Tenant (it is how the tenant is learnt). */
export const getTenant = (brandId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.tenant,
    query: { id: brandId },
    // Loaded beside the request: zod stays out of the entry bundle (docs/decisions/0006).
    schema: () => import('@tableside/shared/contract/public').then((m) => m.ZTenantPublic),
    withTenant: false,
    signal,
    fallbackMessage: MSG.fetchDetailsFailed,
  });

export const tenantLookup = (brandId: number) => ({
  key: tenantKey(brandId),
  fetch: () => takeEarly(tenantKey(brandId), () => getTenant(brandId)),
  ...PUBLIC_LOOKUP,
});
