// The date range of a sales report: local dates of the branch (YYYY-MM-DD), both included.
// The server refuses a bad range and the console offers presets, so both read these rules.

/** A year, leap day included: longer ranges are refused rather than slowly summed. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export interface ReportRange {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date; NaN unless it is a real date (no 2026-02-30). */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
  return real ? ms / DAY_MS : Number.NaN;
}

const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const isCalendarDate = (date: string): boolean => !Number.isNaN(dayNumber(date));

/** How many days the range covers, both ends included. */
export const rangeDays = (range: ReportRange): number =>
  dayNumber(range.to) - dayNumber(range.from) + 1;

/** Why the range is refused (the message of its `to` field), or null. */
export function reportRangeIssue(range: ReportRange): string | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return null;
  const days = rangeDays(range);
  if (days < 1) return 'must not be before from';
  if (days > REPORT_MAX_DAYS) return `must be at most ${REPORT_MAX_DAYS} days after from`;
  return null;
}

/** The calendar date it is at `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The range a preset means on the local date `today`. */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  const day = dayNumber(today);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = fromDayNumber(day - 1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: fromDayNumber(day - 6), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
