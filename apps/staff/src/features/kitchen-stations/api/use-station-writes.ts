import {
  KITCHEN_STATION_ROUTES as R,
  type TCreateKitchenStationBody,
  type TUpdateKitchenStationBody,
  ZKitchenStation,
  ZKitchenStationsResponse,
} from '@tableside/shared/contract/kitchen-stations';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { stationsKey } from './use-stations';

export type StationWrite =
  | { kind: 'create'; body: TCreateKitchenStationBody }
  | { kind: 'update'; stationId: number; body: TUpdateKitchenStationBody }
  | { kind: 'archive'; stationId: number; archived: boolean; version: number }
  | { kind: 'order'; orderedIds: number[] };

const SUCCESS: Record<StationWrite['kind'], string> = {
  create: 'Station added',
  update: 'Station saved',
  archive: 'Station updated',
  order: 'Order saved',
};

function send(branchId: number, write: StationWrite): Promise<unknown> {
  switch (write.kind) {
    case 'create':
      return apiRequest({
        path: buildPath(R.stations, { branchId }),
        method: 'POST',
        body: write.body,
        schema: ZKitchenStation,
      });
    case 'update':
      return apiRequest({
        path: buildPath(R.station, { branchId, stationId: write.stationId }),
        method: 'PUT',
        body: write.body,
        schema: ZKitchenStation,
      });
    case 'archive':
      return apiRequest({
        path: buildPath(R.stationArchive, { branchId, stationId: write.stationId }),
        method: 'PUT',
        body: { archived: write.archived, version: write.version },
        schema: ZKitchenStation,
      });
    case 'order':
      return apiRequest({
        path: buildPath(R.stationOrder, { branchId }),
        method: 'PUT',
        body: { orderedIds: write.orderedIds },
        schema: ZKitchenStationsResponse,
      });
  }
}

/**
 * Every station write; the list reloads after each, and after a 409 too, so the other
 * person's change is there to start again from. A form shows its own errors; list actions toast.
 */
export function useStationWrite(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: StationWrite) => send(branchId, write),
    onSuccess: (_answer, write) => toast.success(SUCCESS[write.kind]),
    onError: (error, write) => {
      if (write.kind === 'archive' || write.kind === 'order') toast.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: stationsKey(branchId) });
      }
    },
    onSettled: (_answer, error) => {
      if (!error) void queryClient.invalidateQueries({ queryKey: stationsKey(branchId) });
    },
  });
}
