import { deriveCheckInState } from '@tableside/shared/domain/check-in';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useFlags } from '../../../lib/flags-store';
import { useLookup } from '../../../lib/lookup';
import type { EntryIds } from '../../../lib/session-schemas';
import { session } from '../../../lib/storage';
import { branchLookup } from '../api/get-branch';
import { branchSettingsLookup } from '../api/get-branch-settings';
import { tableStatusLookup } from '../api/get-table-status';
import { tenantLookup } from '../api/get-tenant';

/**
 * Spec section 8: these failures are only logged; the screens show what is missing. A 4xx is the
 * server's answer about the scanned link (an unknown table, a branch of another brand), which the
 * screen explains: information, not an error of the app (issue 16 keeps the console free of
 * those). No answer or a 5xx is an error.
 */
function useLogFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (!error) return;
    const answered = isApiError(error) && error.status !== null && error.status < 500;
    (answered ? console.info : console.error)(`${what} could not be loaded: ${error.message}`);
  }, [what, error]);
}

const NO_IDS: EntryIds = { brandId: 0, branchId: 0, tableId: 0 };

export interface InitialData {
  /** Tenant, branch and table status have all answered (spec section 4 "Ready state"). */
  ready: boolean;
  /** ...and all three succeeded. */
  success: boolean;
}

/**
 * The initial calls of spec section 7, all started at once: tenant, branch, table status and
 * branch settings (the style call is the brand feature's). Their answers go to session
 * storage (spec section 3) and the fetched flags; failures are only logged (spec section 8).
 */
export function useInitialData(ids: EntryIds | null): InitialData {
  const enabled = ids !== null;
  const at = ids ?? NO_IDS;
  const tenant = useLookup(tenantLookup(at.brandId), enabled);
  const branch = useLookup(branchLookup(at.branchId), enabled);
  const tableStatus = useLookup(tableStatusLookup(at), enabled);
  const settings = useLookup(branchSettingsLookup(at.branchId), enabled);

  useEffect(() => {
    if (tenant.data) session.set('tenant', tenant.data);
  }, [tenant.data]);

  useEffect(() => {
    if (branch.data) session.set('Branch', branch.data);
  }, [branch.data]);

  useEffect(() => {
    if (tableStatus.data) session.set('CheckIn', deriveCheckInState(tableStatus.data));
  }, [tableStatus.data]);

  useEffect(() => {
    const general = settings.data?.generalSettings[0];
    if (!general) return;
    session.set('openingTime', general.orderOpeningTime);
    session.set('closingTime', general.orderClosingTime);
    session.set('timeZone', general.timeZone);
    if (general.zoneClock) session.set('zoneClock', general.zoneClock);
    else session.remove('zoneClock');
    if (general.lastCallMinutes) session.set('lastCallMinutes', general.lastCallMinutes);
    else session.remove('lastCallMinutes');
  }, [settings.data]);

  useLogFailure('Tenant', tenant.error);
  useLogFailure('Branch', branch.error);
  useLogFailure('Table status', tableStatus.error);
  useLogFailure('Branch settings', settings.error);

  const ready = enabled && !tenant.isPending && !branch.isPending && !tableStatus.isPending;
  const success = tenant.isSuccess && branch.isSuccess && tableStatus.isSuccess;
  const setFlags = useFlags((state) => state.setFlags);
  useEffect(() => {
    setFlags({
      tenantFetched: tenant.isSuccess,
      branchFetched: branch.isSuccess,
      tableStatusFetched: tableStatus.isSuccess,
      initialApiSuccess: success,
    });
  }, [setFlags, tenant.isSuccess, branch.isSuccess, tableStatus.isSuccess, success]);

  return { ready, success };
}
