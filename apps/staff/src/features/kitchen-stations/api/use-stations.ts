import {
  KITCHEN_STATION_ROUTES,
  ZKitchenStationsResponse,
} from '@tableside/shared/contract/kitchen-stations';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const stationsKey = (branchId: number) => ['kitchen-stations', branchId] as const;

/** Every station of the branch, archived ones too, in the branch's order. */
export function useStations(branchId: number) {
  return useQuery({
    queryKey: stationsKey(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(KITCHEN_STATION_ROUTES.stations, { branchId }),
        schema: ZKitchenStationsResponse,
      }),
  });
}
