import { branchSettingsAllPath } from '@tableside/shared/contract/routes';
import { api } from '../../../lib/api-client';
import { takeEarly } from '../../../lib/early-request';

const BRANCH_HOURS_REFETCH_MS = 60_000;

export const branchSettingsKey = (branchId: number) => ['branch-settings', branchId] as const;

/** `GET /v1/branchSetting/public/all/{branchId}?branchSettingFilter=GENERAL_SETTINGS` */
export const getBranchSettings = (branchId: number, signal?: AbortSignal) =>
  api.request({
    path: branchSettingsAllPath(branchId),
    query: { branchSettingFilter: 'GENERAL_SETTINGS' },
    // Loaded beside the request: zod stays out of the entry bundle (docs/decisions/0006).
    schema: () => import('@tableside/shared/contract/public').then((m) => m.ZBranchSettings),
    signal,
  });

export const branchSettingsLookup = (branchId: number) => ({
  key: branchSettingsKey(branchId),
  fetch: () => takeEarly(branchSettingsKey(branchId), () => getBranchSettings(branchId)),
  // A branch with weekly hours sends the window of the moment (lunch, then dinner), so the
  // pair is asked again each minute rather than kept from the first scan.
  refetchIntervalMs: BRANCH_HOURS_REFETCH_MS,
});
