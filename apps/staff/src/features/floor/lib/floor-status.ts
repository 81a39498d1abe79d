import type { TFloorTable } from '@tableside/shared/contract/staff';

/** What a table needs from the floor now; one per table, most urgent first. */
export const FLOOR_STATUSES = [
  'CALL_WAITER',
  'BILL_REQUESTED',
  'CHECKING_OUT',
  'UNVERIFIED',
  'VERIFIED',
  'FREE',
  'NOT_SERVICEABLE',
] as const;
export type FloorStatus = (typeof FLOOR_STATUSES)[number];

/** The state fills of tokens.css (--c-<tone> with --c-<tone>-ink). */
export type FloorTone = 'alert' | 'checkout' | 'unverified' | 'open' | 'free' | 'idle';

export const FLOOR_STATUS_VIEW: Record<FloorStatus, { label: string; tone: FloorTone }> = {
  CALL_WAITER: { label: 'Call waiter', tone: 'alert' },
  BILL_REQUESTED: { label: 'Bill requested', tone: 'alert' },
  CHECKING_OUT: { label: 'Checking out', tone: 'checkout' },
  UNVERIFIED: { label: 'Open · not verified', tone: 'unverified' },
  VERIFIED: { label: 'Open · verified', tone: 'open' },
  FREE: { label: 'Free', tone: 'free' },
  NOT_SERVICEABLE: { label: 'Not serviceable', tone: 'idle' },
};

/**
 * A table's floor status. The server's `state` puts "no associate" before everything (it is
 * what a guest scanning the table would see), but an order already open there carries on, so
 * staff see that order's status and the missing associate as a note (floorNotes).
 */
export function floorStatus(table: TFloorTable): FloorStatus {
  if (table.orderId === null) {
    return table.state === 'CUST_ASSOC_NOT_ASSIGNED' ? 'NOT_SERVICEABLE' : 'FREE';
  }
  if (table.callWaiter) return 'CALL_WAITER';
  if (table.status === 'REQUEST_BILL') return 'BILL_REQUESTED';
  if (table.status === 'CHECKOUT' || table.state === 'CHECKOUT') return 'CHECKING_OUT';
  return table.isVerified ? 'VERIFIED' : 'UNVERIFIED';
}

/** What the status hides but staff should still know. */
export function floorNotes(table: TFloorTable): string[] {
  const notes: string[] = [];
  const status = floorStatus(table);
  if (status === 'CALL_WAITER' && table.status === 'REQUEST_BILL') notes.push('Bill requested');
  if (table.orderId !== null && table.associate === null) notes.push('No associate');
  return notes;
}

/** How many tables are in each status (statuses with none are left out). */
export function countByStatus(tables: readonly TFloorTable[]): Map<FloorStatus, number> {
  const counts = new Map<FloorStatus, number>();
  for (const table of tables) {
    const status = floorStatus(table);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return new Map(FLOOR_STATUSES.filter((s) => counts.has(s)).map((s) => [s, counts.get(s)!]));
}
