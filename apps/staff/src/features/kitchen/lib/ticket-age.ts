import { minutesSince } from '../../../lib/minutes-since';

// How long a ticket has waited since the guests confirmed it, and how urgent that is. Whole
// minutes, as the card shows them: 9:59 is still fresh, 20:59 still a warning.

export const AGE_THRESHOLDS = {
  /** From this many minutes a ticket is a warning. */
  warningMinutes: 10,
  /** Beyond this many minutes a ticket is late. */
  lateAfterMinutes: 20,
} as const;

export type AgeLevel = 'fresh' | 'warning' | 'late';

export interface TicketAge {
  minutes: number;
  level: AgeLevel;
  /** The card's text: "12 min". */
  label: string;
}

/** The age of a ticket confirmed at `confirmedAt` (ISO) at `now` (ms); never negative. */
export function ticketAge(confirmedAt: string, now: number): TicketAge {
  const minutes = minutesSince(confirmedAt, now);
  return { minutes, level: ageLevel(minutes), label: `${minutes} min` };
}

export function ageLevel(minutes: number): AgeLevel {
  if (minutes < AGE_THRESHOLDS.warningMinutes) return 'fresh';
  if (minutes <= AGE_THRESHOLDS.lateAfterMinutes) return 'warning';
  return 'late';
}

/** Words beside the colour, so the urgency never rests on colour alone. */
export const AGE_LEVEL_TEXT: Record<AgeLevel, string> = {
  fresh: 'On time',
  warning: 'Waiting',
  late: 'Late',
};
