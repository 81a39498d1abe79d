import { brandStyleKey, getBrandStyle } from '../features/brand/api/get-brand-style';
import { getPromotions, promotionsKey } from '../features/promotions/api/fetch-promotions';
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
import { pagePath } from './entry-page';

/**
 * Fires the initial calls (spec section 7) in parallel at boot, while the route's chunk is
 * still downloading; the lookups that need them take them over (lib/early-request). On /home
 * the promotions too: their banners are the page's largest paint, and the routed app that
 * would ask for them is itself still loading.
 */
export function startInitialRequests(ids: EntryIds, pathname: string): void {
  startEarly(tenantKey(ids.brandId), () => getTenant(ids.brandId));
  startEarly(branchKey(ids.branchId), () => getBranch(ids.branchId));
  startEarly(tableStatusKey(ids), () => getTableStatus(ids));
  startEarly(branchSettingsKey(ids.branchId), () => getBranchSettings(ids.branchId));
  startEarly(brandStyleKey(ids.brandId), () => getBrandStyle(ids.brandId));
  if (pagePath(pathname) === PATHS.home) {
    startEarly(promotionsKey(ids.branchId), () => getPromotions(ids.branchId));
  }
}
