import type { TCatalogueItem, TCatalogueSize } from '@tableside/shared/contract/catalogue';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useSizeAtBranch } from '../api/use-branch-controls';
import type { ItemState } from '../lib/availability';
import { type BranchClock, formatUntil } from '../lib/snooze';
import { SnoozeMenu } from './snooze-menu';

interface AvailabilityCellProps {
  branchId: number;
  item: TCatalogueItem;
  /** The sizes the switch and snooze act on: the item's active sizes, or one size. */
  sizes: readonly TCatalogueSize[];
  state: ItemState;
  subject: string;
  now: number;
  clock: BranchClock;
}

export function stateText(state: ItemState, now: number, timeZone?: string): string {
  switch (state.kind) {
    case 'available':
      return 'Available';
    case 'partial':
      return `${state.unavailable} of ${state.of} sizes off`;
    case 'off':
      return 'Off';
    case 'snoozed':
      return `Snoozed until ${formatUntil(state.until, now, timeZone)}`;
    case 'notOnMenu':
      return 'Not at this branch';
  }
}

/** Status, on/off switch and snooze menu of an item (all its sizes) or of one size. */
export function AvailabilityCell({
  branchId,
  item,
  sizes,
  state,
  subject,
  now,
  clock,
}: AvailabilityCellProps) {
  const save = useSizeAtBranch(branchId);
  const [error, setError] = useState<string | null>(null);
  const on = state.kind === 'available' || state.kind === 'partial';
  const sizeIds = sizes.map((size) => size.id);
  const change = (body: Parameters<typeof save.mutate>[0]['body'], done: string) => {
    setError(null);
    save.mutate(
      { item, sizeIds, body, done },
      { onError: (caught) => setError(errorMessage(caught)) },
    );
  };

  return (
    <div className="avail">
      <span className={`status status--${state.kind}`}>
        {stateText(state, now, clock.timeZone)}
      </span>
      {state.kind === 'notOnMenu' ? null : (
        <div className="avail__controls">
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-label={`${subject} on the menu`}
            className="switch"
            disabled={save.isPending}
            onClick={() =>
              on
                ? change({ available: false }, `${subject}: off`)
                : change({ available: true, snoozedUntil: null }, `${subject}: available`)
            }
          >
            <span className="switch__thumb" aria-hidden="true" />
          </button>
          <SnoozeMenu
            subject={subject}
            clock={clock}
            snoozed={
              state.kind === 'snoozed' ||
              sizes.some((size) => size.snoozedUntil && Date.parse(size.snoozedUntil) > now)
            }
            onSnooze={(until) =>
              change(
                { available: true, snoozedUntil: until.toISOString() },
                `${subject}: snoozed until ${formatUntil(until.getTime(), Date.now(), clock.timeZone)}`,
              )
            }
            onLift={() => change({ snoozedUntil: null }, `${subject}: snooze lifted`)}
          />
        </div>
      )}
      {error ? (
        <span className="inline-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
