// The kitchen's progress on a confirmed item (issue 14 item 7): NEW -> PREPARING -> READY, then
// the waiter's deliver makes the item DELIVERED. The server refuses a step back; the kitchen
// display offers only the next step; the guest app names the state.
import type { OrderItemStatus, PrepStatus } from './enums';
import { PREP_STATUSES } from './enums';

/** What the kitchen may set: NEW is only where an item starts. */
export const PREP_TARGETS = ['PREPARING', 'READY'] as const;
export type PrepTarget = (typeof PREP_TARGETS)[number];

export type PrepStep = 'forward' | 'same' | 'backward';

/** Whether going from `current` to `target` moves the item on, repeats, or goes back. */
export function prepStep(current: PrepStatus, target: PrepStatus): PrepStep {
  const from = PREP_STATUSES.indexOf(current);
  const to = PREP_STATUSES.indexOf(target);
  if (to === from) return 'same';
  return to > from ? 'forward' : 'backward';
}

/** The kitchen's next step for an item in `current`; null once it is ready (deliver is next). */
export function nextPrepStatus(current: PrepStatus): PrepTarget | null {
  if (current === 'NEW') return 'PREPARING';
  if (current === 'PREPARING') return 'READY';
  return null;
}

/**
 * The words the guest sees beside a confirmed item still on its way, or null where the spec's
 * own status shows (not yet started, delivered, cancelled).
 */
export function guestPrepLabel(
  status: OrderItemStatus,
  prepStatus: PrepStatus | undefined,
): 'Preparing' | 'Ready' | null {
  if (status !== 'IN_PROGRESS') return null;
  if (prepStatus === 'PREPARING') return 'Preparing';
  if (prepStatus === 'READY') return 'Ready';
  return null;
}
