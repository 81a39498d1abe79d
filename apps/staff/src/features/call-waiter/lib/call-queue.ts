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
  /** When the guests asked (ISO); null only for a call older than the server's record of it. */
  calledAt: string | null;
}

const byName = new Intl.Collator('en', { numeric: true }).compare;

/** Oldest call first; calls without a time after the timed ones; then by table name. */
function byWait(a: CallRequest, b: CallRequest): number {
  const at = (call: CallRequest) =>
    call.calledAt === null ? Number.POSITIVE_INFINITY : Date.parse(call.calledAt);
  return at(a) - at(b) || byName(a.tableNames[0]!, b.tableNames[0]!);
}

/**
 * The open calls of the floor, one per order, the longest waiting first so the queue is the
 * order a waiter should attend them; equal times by table name ('2' before '10').
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
      calledAt: table.callWaiterAt,
    });
  }
  const queue = [...calls.values()];
  for (const call of queue) call.tableNames.sort(byName);
  return queue.sort(byWait);
}

/** The floor without the order's call (what the server answers once it is resolved). */
export function withoutCall(tables: readonly TFloorTable[], orderId: number): TFloorTable[] {
  return tables.map((table) =>
    table.orderId === orderId
      ? { ...table, callWaiter: false, callWaiterReasons: [], callWaiterAt: null }
      : table,
  );
}
