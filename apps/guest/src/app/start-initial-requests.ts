import type { QueryClient } from '@tanstack/react-query';
import { brandStyleKey, getBrandStyle } from '../features/brand/api/get-brand-style';
import { promotionsQuery } from '../features/promotions/api/get-promotions';
import { branchKey, getBranch } from '../features/table-session/api/get-branch';
import {
  branchSettingsKey,
  getBranchSettings,
} from '../features/table-session/api/get-branch-settings';
import { getTableStatus, tableStatusKey } from '../features/table-session/api/get-table-status';
import { getTenant, tenantKey } from '../features/table-session/api/get-tenant';
import { startEarly } from '../lib/early-request';
import { PATHS } from '../lib/paths';
import type { EntryIds } from '../lib/session-schemas';

/**
 * Fires the initial calls (spec section 7) in parallel at boot, while the route's chunk is
 * still downloading; the queries that need them take them over (lib/early-request). On /home
 * the promotions too, straight into the query cache: their banners are the page's largest
 * paint, and Home would ask for them only once rendered, then render once more with them.
 */
export function startInitialRequests(
  ids: EntryIds,
  pathname: string,
  queryClient: QueryClient,
): void {
  startEarly(tenantKey(ids.brandId), () => getTenant(ids.brandId));
  startEarly(branchKey(ids.branchId), () => getBranch(ids.branchId));
  startEarly(tableStatusKey(ids), () => getTableStatus(ids));
  startEarly(branchSettingsKey(ids.branchId), () => getBranchSettings(ids.branchId));
  startEarly(brandStyleKey(ids.brandId), () => getBrandStyle(ids.brandId));
  if (pathname.replace(/\/+$/, '') === PATHS.home) {
    void queryClient.prefetchQuery(promotionsQuery(ids.branchId));
  }
}
