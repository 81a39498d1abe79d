import type { TFloorTable } from '@tableside/shared/contract/staff';
import type { CallWaiterReason } from '@tableside/shared/domain/enums';

/** One open call: an order (which may span tables) whose guests asked for a waiter. */
export interface CallRequest {
  orderId: number;
  tableIds: number[];
  tableNames: string[];
  reasons: CallWaiterReason[];
  guests: number | null;
  associateName: string | null;
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

/**
 * The open calls of the floor, one per order, by table name ('2' before '10'). The floor
 * carries no time of the call, so table order is the stable order a waiter can walk.
 */
export function callQueue(tables: readonly TFloorTable[]): CallRequest[] {
  const calls = new Map<number, CallRequest>();
  for (const table of tables) {
    if (!table.callWaiter || table.orderId === null) continue;
    const call = calls.get(table.orderId);
    if (call) {
      call.tableIds.push(table.tableId);
      call.tableNames.push(table.name);
      continue;
    }
    calls.set(table.orderId, {
      orderId: table.orderId,
      tableIds: [table.tableId],
      tableNames: [table.name],
      reasons: [...table.callWaiterReasons],
      guests: table.guests,
      associateName: table.associate?.name ?? null,
    });
  }
  const queue = [...calls.values()];
  for (const call of queue) call.tableNames.sort(byName);
  return queue.sort((a, b) => byName(a.tableNames[0]!, b.tableNames[0]!));
}

/** 'Table 3', or 'Tables 3 + 4' for an order seated across tables. */
export const tablesLabel = (names: readonly string[]) =>
  `${names.length > 1 ? 'Tables' : 'Table'} ${names.join(' + ')}`;

/** The floor without the order's call (what the server answers once it is resolved). */
export function withoutCall(tables: readonly TFloorTable[], orderId: number): TFloorTable[] {
  return tables.map((table) =>
    table.orderId === orderId ? { ...table, callWaiter: false, callWaiterReasons: [] } : table,
  );
}
