import {
  KITCHEN_STATION_ROUTES,
  ZKitchenStationsResponse,
} from '@tableside/shared/contract/kitchen-stations';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The branch's stations for the picker; a display shows only live ones. */
export function useKitchenStations(branchId: number) {
  return useQuery({
    queryKey: ['kitchen-stations', branchId],
    queryFn: () =>
      apiRequest({
        path: buildPath(KITCHEN_STATION_ROUTES.stations, { branchId }),
        schema: ZKitchenStationsResponse,
      }),
    select: (stations) => stations.filter((station) => !station.archived),
  });
}
