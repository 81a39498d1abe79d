import type { TIdRef } from '@tableside/shared/contract/common';
import type { TFloorTable } from '@tableside/shared/contract/staff';

export interface MoveTargets {
  /** The order sits at the branch the floor is of (a move stays inside a branch). */
  sameBranch: boolean;
  /** Tables the party can move to: free and with a customer associate. */
  free: TFloorTable[];
}

export function moveTargets(floor: readonly TFloorTable[], orderTables: readonly TIdRef[]) {
  const own = new Set(orderTables.map((table) => table.id));
  return {
    sameBranch: floor.some((table) => own.has(table.tableId)),
    free: floor.filter((table) => table.state === 'NEW' && !own.has(table.tableId)),
  } satisfies MoveTargets;
}
