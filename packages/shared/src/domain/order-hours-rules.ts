// What makes a branch's hours valid, shared by the server's zod contract and the console's
// inline messages, so both name the same field with the same words.
import { type HoursWindow, isHhMm, minutesOfHhMm, type OrderHours } from './order-hours';

export const LAST_CALL_MINUTES_MAX = 120;
export const WINDOWS_PER_DAY_MAX = 6;
export const SPECIAL_DAYS_MAX = 366;
export const SPECIAL_DAY_LABEL_MAX = 60;

export interface HoursProblem {
  /** The field, as zod paths name it: ['weekly', 1, 0, 'close']. */
  path: (string | number)[];
  message: string;
}

const DAY_MINUTES = 24 * 60;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [y = 0, m = 0, d = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A window as minutes from the opening day's midnight; past midnight runs beyond 1440. */
function span(window: HoursWindow): [number, number] {
  const open = minutesOfHhMm(window.open);
  const close = minutesOfHhMm(window.close);
  return [open, close > open ? close : close + DAY_MINUTES];
}

/** Problems of one day's windows: malformed times, then overlaps with an earlier window. */
export function windowProblems(windows: HoursWindow[], path: (string | number)[]): HoursProblem[] {
  const problems: HoursProblem[] = [];
  windows.forEach((window, index) => {
    for (const key of ['open', 'close'] as const) {
      if (!isHhMm(window[key])) {
        problems.push({ path: [...path, index, key], message: 'must be HH:MM (24 h)' });
      }
    }
  });
  if (problems.length > 0) return problems;
  const spans = windows.map(span);
  spans.forEach(([start, end], index) => {
    const clash = windows.find(
      (_other, j) => j < index && start < (spans[j]?.[1] ?? 0) && (spans[j]?.[0] ?? 0) < end,
    );
    if (clash) {
      problems.push({ path: [...path, index], message: `overlaps ${clash.open}–${clash.close}` });
    }
  });
  return problems;
}

/** Every problem of a week, its special days and last call; empty when the hours are valid. */
export function orderHoursProblems(hours: OrderHours): HoursProblem[] {
  const problems: HoursProblem[] = [];
  if (hours.weekly.length !== 7) problems.push({ path: ['weekly'], message: 'must have 7 days' });
  hours.weekly.forEach((day, index) => {
    problems.push(...windowProblems(day, ['weekly', index]));
  });
  const seen = new Set<string>();
  hours.specialDays.forEach((day, index) => {
    if (!isIsoDate(day.date)) {
      problems.push({ path: ['specialDays', index, 'date'], message: 'must be YYYY-MM-DD' });
    } else if (seen.has(day.date)) {
      problems.push({ path: ['specialDays', index, 'date'], message: 'is already a special day' });
    }
    seen.add(day.date);
    if (!day.closed && day.windows.length === 0) {
      problems.push({
        path: ['specialDays', index, 'windows'],
        message: 'needs a window, or mark the day closed',
      });
    }
    problems.push(...windowProblems(day.windows, ['specialDays', index, 'windows']));
  });
  const last = hours.lastCallMinutes;
  if (!Number.isInteger(last) || last < 0 || last > LAST_CALL_MINUTES_MAX) {
    problems.push({
      path: ['lastCallMinutes'],
      message: `must be a whole number from 0 to ${LAST_CALL_MINUTES_MAX}`,
    });
  }
  return problems;
}
