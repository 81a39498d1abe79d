import type { TOrderItem } from '@tableside/shared/contract/order';
import type { PrepStatus } from '@tableside/shared/domain/enums';
import { nextPrepStatus, type PrepTarget } from '@tableside/shared/domain/prep-status';

// What a line on the board says it is (in words, beside its colour) and the one button that
// moves it on: Start, then Ready, then Deliver.

export const PREP_STATE_TEXT: Record<PrepStatus, string> = {
  NEW: 'Not started',
  PREPARING: 'Preparing',
  READY: 'Ready',
};

export type ItemStep =
  | { kind: 'prepare'; to: PrepTarget; label: 'Start' | 'Ready' }
  | { kind: 'deliver'; label: 'Deliver' };

/** The line's next step for a member who may prepare and/or deliver; null when none is his. */
export function itemStep(
  item: Pick<TOrderItem, 'prepStatus'>,
  may: { prepare: boolean; deliver: boolean },
): ItemStep | null {
  const next = nextPrepStatus(item.prepStatus ?? 'NEW');
  if (next && may.prepare) {
    return { kind: 'prepare', to: next, label: next === 'PREPARING' ? 'Start' : 'Ready' };
  }
  return may.deliver ? { kind: 'deliver', label: 'Deliver' } : null;
}
