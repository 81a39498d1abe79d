import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import type { Database } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { StationScope } from './station-scope';

/** One audit record per station change, with the station before and after. */
export function auditStation(
  tx: Database,
  scope: StationScope,
  action: 'create' | 'update' | 'archive' | 'restore' | 'reorder',
  entityId: number,
  before: TKitchenStation | TKitchenStation[] | null,
  after: TKitchenStation | TKitchenStation[],
): Promise<void> {
  return writeAudit(tx, {
    tenantId: scope.tenantId,
    staffUserId: scope.staffUserId,
    action: `kitchenStation.${action}`,
    entity: 'kitchen_station',
    entityId,
    detail: { branchId: scope.branchId, before, after },
  });
}
