import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-request';
import { PUBLIC_LOOKUP } from '../../../lib/query-client';

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

export const tenantQuery = (brandId: number) =>
  queryOptions({
    queryKey: tenantKey(brandId),
    queryFn: ({ signal }) => takeEarly(tenantKey(brandId), () => getTenant(brandId, signal)),
    ...PUBLIC_LOOKUP,
  });
