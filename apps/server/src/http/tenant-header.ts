import { TENANT_HEADER, ZId } from '@tableside/shared/contract/common';
import { z } from 'zod';

/** Public lookups made before the app knows its tenant may omit X-Tenant; if sent, it is checked. */
export const ZOptionalTenantHeaders = z.looseObject({ [TENANT_HEADER]: ZId.optional() });

export const claimedTenant = (headers: z.infer<typeof ZOptionalTenantHeaders>): number | null =>
  headers[TENANT_HEADER] ?? null;
