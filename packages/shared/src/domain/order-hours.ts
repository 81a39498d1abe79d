// A branch's weekly ordering hours, special days and last call (issue 14 item 3): whether it
// takes orders at an instant, and when it opens, closes and calls last orders. The server's
// order check, the guest app's order time and the staff console's status chip all use this.
import { LAST_CALL_WINDOW_S } from './constants';
import {
  addDays,
  isoDate,
  type LocalDate,
  localDateTime,
  weekdayOf,
  zonedInstant,
} from './zoned-time';

/** 'HH:MM' in the branch's zone. Close after open: same day; before: past midnight; equal: 24 h. */
export interface HoursWindow {
  open: string;
  close: string;
}

export interface SpecialDay {
  /** 'YYYY-MM-DD' in the branch's zone. */
  date: string;
  /** A holiday: no windows that day. */
  closed: boolean;
  /** Replace the weekday's windows when not closed. */
  windows: HoursWindow[];
  label: string;
}

export interface OrderHours {
  /** Index 0 is Sunday, as Date#getDay. An empty day is closed. */
  weekly: HoursWindow[][];
  specialDays: SpecialDay[];
  /** Minutes of the Last Call countdown; 0 keeps the spec's 10 minutes. */
  lastCallMinutes: number;
}

export interface OrderHoursStatus {
  open: boolean;
  /** The current window's opening, or null while closed. */
  opensAt: Date | null;
  /** The current window's closing; null while closed or when no closing is within a week. */
  closesAt: Date | null;
  /** The next opening after now (while open: after the current window). */
  nextOpening: Date | null;
  /** When the Last Call countdown starts in the current window. */
  lastCallAt: Date | null;
  /** Whole minutes until closing, rounded up, or null without a closing. */
  minutesUntilClose: number | null;
}

export interface Interval {
  start: number;
  end: number;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
/** An always-open stretch is reported without a closing beyond this many days. */
const HORIZON_DAYS = 8;
/** A closed branch is searched this far ahead for its next opening. */
const SEARCH_DAYS = 406;
const SEARCH_STEP_DAYS = 14;

export function isHhMm(text: string): boolean {
  return HHMM.test(text);
}

export function minutesOfHhMm(text: string): number {
  const match = HHMM.exec(text);
  if (!match) throw new RangeError(`Expected HH:MM, got '${text}'`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The seconds of the Last Call countdown: the branch's minutes when set, else the spec's. */
export function lastCallSeconds(hours: Pick<OrderHours, 'lastCallMinutes'>): number {
  return hours.lastCallMinutes > 0 ? hours.lastCallMinutes * 60 : LAST_CALL_WINDOW_S;
}

/** The windows a local date has: its special day's if it has one, else its weekday's. */
export function windowsOn(hours: OrderHours, date: LocalDate): HoursWindow[] {
  const special = hours.specialDays.find((day) => day.date === isoDate(date));
  if (special) return special.closed ? [] : special.windows;
  return hours.weekly[weekdayOf(date)] ?? [];
}

/**
 * A window opened on `date` as instants. A window past midnight belongs to the day it opens,
 * so a holiday the next day does not cut short the night before.
 */
function windowInterval(window: HoursWindow, date: LocalDate, timeZone: string): Interval {
  const open = minutesOfHhMm(window.open);
  const close = minutesOfHhMm(window.close);
  const start = zonedInstant(date, open, timeZone);
  if (close > open) return { start, end: zonedInstant(date, close, timeZone) };
  const next = addDays(date, 1);
  return { start, end: zonedInstant(next, close === open ? open : close, timeZone) };
}

/** The intervals of local days `from`..`from + days - 1`, sorted, touching ones merged. */
export function openIntervals(
  hours: OrderHours,
  timeZone: string,
  from: LocalDate,
  days: number,
): Interval[] {
  const all: Interval[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    for (const window of windowsOn(hours, date)) all.push(windowInterval(window, date, timeZone));
  }
  all.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of all) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

function nextOpeningAfter(hours: OrderHours, timeZone: string, after: number): number | null {
  const today = localDateTime(new Date(after), timeZone);
  // Two weeks at a time: nearly always the first finds it, and a closed year still ends.
  for (let day = 0; day < SEARCH_DAYS; day += SEARCH_STEP_DAYS) {
    const intervals = openIntervals(hours, timeZone, addDays(today, day), SEARCH_STEP_DAYS);
    const next = intervals.find((i) => i.start > after);
    if (next) return next.start;
  }
  return null;
}

/** The interval holding `now` (yesterday's windows included, for those past midnight). */
export function currentInterval(hours: OrderHours, timeZone: string, now: Date): Interval | null {
  const yesterday = addDays(localDateTime(now, timeZone), -1);
  const t = now.getTime();
  const intervals = openIntervals(hours, timeZone, yesterday, HORIZON_DAYS + 1);
  return intervals.find((i) => i.start <= t && t < i.end) ?? null;
}

/** Open now?, the current window, the next opening and last call. Unknown zone: RangeError. */
export function orderHoursStatus(hours: OrderHours, timeZone: string, now: Date): OrderHoursStatus {
  const t = now.getTime();
  const current = currentInterval(hours, timeZone, now);
  if (!current) {
    const next = nextOpeningAfter(hours, timeZone, t);
    return {
      open: false,
      opensAt: null,
      closesAt: null,
      nextOpening: next === null ? null : new Date(next),
      lastCallAt: null,
      minutesUntilClose: null,
    };
  }
  const horizon = zonedInstant(
    addDays(localDateTime(now, timeZone), HORIZON_DAYS - 1),
    0,
    timeZone,
  );
  const closes = current.end >= horizon ? null : current.end;
  const next = closes === null ? null : nextOpeningAfter(hours, timeZone, closes);
  return {
    open: true,
    opensAt: new Date(current.start),
    closesAt: closes === null ? null : new Date(closes),
    nextOpening: next === null ? null : new Date(next),
    lastCallAt: closes === null ? null : new Date(closes - lastCallSeconds(hours) * 1000),
    minutesUntilClose: closes === null ? null : Math.ceil((closes - t) / MINUTE_MS),
  };
}

/** The legacy pair of times (NULL hours): one window every day, seconds dropped. */
export function legacyOrderHours(openingTime: string, closingTime: string): OrderHours {
  const window = { open: openingTime.slice(0, 5), close: closingTime.slice(0, 5) };
  return { weekly: Array.from({ length: 7 }, () => [window]), specialDays: [], lastCallMinutes: 0 };
}
