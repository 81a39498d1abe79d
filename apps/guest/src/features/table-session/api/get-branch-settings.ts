import { branchSettingsAllPath } from '@tableside/shared/contract/routes';
import { queryOptions } from '@tanstack/react-query';
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

export const branchSettingsQuery = (branchId: number) =>
  queryOptions({
    queryKey: branchSettingsKey(branchId),
    queryFn: ({ signal }) =>
      takeEarly(branchSettingsKey(branchId), () => getBranchSettings(branchId, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    // A branch with weekly hours sends the window of the moment (lunch, then dinner), so the
    // pair is asked again each minute rather than kept from the first scan.
    refetchInterval: BRANCH_HOURS_REFETCH_MS,
  });
