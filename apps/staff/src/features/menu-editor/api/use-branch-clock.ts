import { ZBranchSettings } from '@tableside/shared/contract/public';
import { branchSettingsAllPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../../lib/api';
import type { BranchClock } from '../lib/snooze';
import { branchClockKey } from './catalogue-keys';

/**
 * The branch's opening time and time zone (its public ordering hours), for the snooze presets.
 * Until it answers, or if it fails, the presets fall back to the device's clock and 06:00.
 */
export function useBranchClock(branchId: number): BranchClock {
  const { data } = useQuery({
    queryKey: branchClockKey(branchId),
    queryFn: () =>
      apiRequest({
        path: `${branchSettingsAllPath(branchId)}?branchSettingFilter=GENERAL_SETTINGS`,
        schema: ZBranchSettings,
      }),
    staleTime: 30 * 60_000,
    retry: false,
  });
  const settings = data?.generalSettings[0];
  // One object per answer: rows are memoised on it.
  return useMemo(
    () =>
      settings
        ? {
            timeZone: settings.timeZone,
            // Open around the clock (opening = closing): there is no opening to wait for.
            openingTime:
              settings.orderOpeningTime === settings.orderClosingTime
                ? undefined
                : settings.orderOpeningTime,
          }
        : {},
    [settings],
  );
}
