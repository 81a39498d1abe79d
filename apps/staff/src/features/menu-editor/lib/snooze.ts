// Snooze ('86') presets. Times are the branch's wall clock when its time zone is known (the
// public branch settings carry it), else the device's: a manager abroad still snoozes a dish
// until the restaurant's 11:30, not their own.

/** Used when the branch's opening time is not known. */
export const FALLBACK_OPENING = '06:00';

export interface BranchClock {
  /** IANA zone, e.g. 'Asia/Kolkata'; undefined = the device's zone. */
  timeZone?: string;
  /** 'HH:MM' or 'HH:MM:SS'; undefined = not known. */
  openingTime?: string;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClock(at: number, timeZone?: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetAt(at: number, timeZone?: string): number {
  const clock = wallClock(at, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant a wall clock in `timeZone` shows the given date and time (DST-safe enough). */
export function instantOf(clock: WallClock, timeZone?: string): number {
  const naive = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const first = naive - offsetAt(naive, timeZone);
  return naive - offsetAt(first, timeZone);
}

/** 'HH:MM' or 'HH:MM:SS' to hours and minutes; null when it is not a time. */
export function parseTimeOfDay(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

const pad = (value: number) => String(value).padStart(2, '0');

export function snoozeForOneHour(now: number): Date {
  return new Date(now + 60 * 60_000);
}

/** Tomorrow (at the branch) at its opening time, or at 06:00 when that is not known. */
export function snoozeUntilOpening(now: number, clock: BranchClock): Date {
  const time = parseTimeOfDay(clock.openingTime ?? '') ?? parseTimeOfDay(FALLBACK_OPENING)!;
  const today = wallClock(now, clock.timeZone);
  // Noon avoids the day slipping at a DST change when adding 24 h.
  const tomorrowNoon = instantOf({ ...today, hour: 12, minute: 0 }, clock.timeZone) + 86_400_000;
  const tomorrow = wallClock(tomorrowNoon, clock.timeZone);
  return new Date(instantOf({ ...tomorrow, ...time }, clock.timeZone));
}

/** The next time the branch's clock shows `time` ('HH:MM'): today if still ahead, else tomorrow. */
export function snoozeUntilTime(now: number, time: string, clock: BranchClock): Date | null {
  const parsed = parseTimeOfDay(time);
  if (!parsed) return null;
  const today = wallClock(now, clock.timeZone);
  const todayAt = instantOf({ ...today, ...parsed }, clock.timeZone);
  if (todayAt > now) return new Date(todayAt);
  const tomorrowNoon = instantOf({ ...today, hour: 12, minute: 0 }, clock.timeZone) + 86_400_000;
  return new Date(
    instantOf({ ...wallClock(tomorrowNoon, clock.timeZone), ...parsed }, clock.timeZone),
  );
}

/** The preset's label, saying which time 'opening' means. */
export function openingLabel(clock: BranchClock): string {
  const time = parseTimeOfDay(clock.openingTime ?? '');
  return time
    ? `Until tomorrow's opening (${pad(time.hour)}:${pad(time.minute)})`
    : `Until tomorrow ${FALLBACK_OPENING}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '18:30' today at the branch, 'Tue 06:00' on another day. */
export function formatUntil(until: string | number, now: number, timeZone?: string): string {
  const at = typeof until === 'number' ? until : Date.parse(until);
  const then = wallClock(at, timeZone);
  const today = wallClock(now, timeZone);
  const time = `${pad(then.hour)}:${pad(then.minute)}`;
  const sameDay = then.year === today.year && then.month === today.month && then.day === today.day;
  if (sameDay) return time;
  const weekday = new Date(Date.UTC(then.year, then.month - 1, then.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${time}`;
}
