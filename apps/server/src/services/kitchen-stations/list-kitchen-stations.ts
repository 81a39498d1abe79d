import type { TKitchenStationsResponse } from '@tableside/shared/contract/kitchen-stations';
import type { Database } from '../../db/client';
import { readStations } from './station-reads';

/** The branch's stations for the set-up screen and the kitchen display's picker. */
export function listKitchenStations(
  db: Database,
  scope: { tenantId: number; branchId: number },
): Promise<TKitchenStationsResponse> {
  return readStations(db, scope);
}
