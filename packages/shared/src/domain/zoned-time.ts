// Wall-clock dates and times in a named IANA zone, DST included, with only Intl (no library):
// order hours are written in the branch's zone, while servers and phones run in any zone.

export interface LocalDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

export interface LocalDateTime extends LocalDate {
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 is Sunday, as Date#getDay. */
  weekday: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. Unknown zone: RangeError. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // Explicit because some ICU versions print midnight as hour 24 under a 24-hour clock.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function wallClock(instant: number, timeZone: string) {
  const parts = partsFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const OFFSETS_KEPT = 4096;
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC at `instant`, in milliseconds (London in summer: +3,600,000).
 * Remembered per quarter hour, the finest step at which zones change offset, because a week
 * of windows asks for the same few hundred offsets over and over.
 */
function offsetAt(instant: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(instant / QUARTER_HOUR_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  const offset = asUtc - Math.floor(instant / 1000) * 1000;
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** A zone's UTC offset in minutes, holding until `validUntil` (ISO 8601, exclusive). */
export interface ZoneClock {
  offsetMinutes: number;
  validUntil: string;
}

/**
 * The zone's offset at `instant` and the first quarter hour, at most `horizonMs` ahead, at which
 * it differs (or the horizon itself): enough for a phone to read the zone's clock by adding the
 * offset to UTC, without building an Intl formatter of its own (decision 0036).
 */
export function offsetSpan(instant: Date, timeZone: string, horizonMs: number): ZoneClock {
  const at = instant.getTime();
  const offset = offsetAt(at, timeZone);
  const end = at + horizonMs;
  let next = (Math.floor(at / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
  while (next < end && offsetAt(next, timeZone) === offset) next += QUARTER_HOUR_MS;
  return {
    offsetMinutes: offset / 60_000,
    validUntil: new Date(Math.min(next, end)).toISOString(),
  };
}

/** The local date, minutes since local midnight and weekday of `instant` in `timeZone`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const c = wallClock(instant.getTime(), timeZone);
  const weekday = new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
  return { year: c.year, month: c.month, day: c.day, minutes: c.hour * 60 + c.minute, weekday };
}

/**
 * The instant a wall clock in `timeZone` shows `minutes` past midnight of `date`. A time that
 * a spring-forward skips lands as many minutes after the gap; a time that a fall-back repeats
 * is its first occurrence.
 */
export function zonedInstant(date: LocalDate, minutes: number, timeZone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // Zones change offset at most once around a given day: the offsets a day either side are
  // the only two candidates.
  const before = asUtc - offsetAt(asUtc - DAY_MS, timeZone);
  const after = asUtc - offsetAt(asUtc + DAY_MS, timeZone);
  const shows = (instant: number) => asUtc - offsetAt(instant, timeZone) === instant;
  const valid = [before, after].filter(shows);
  // In a gap neither shows it; the offset from before the gap moves it past the gap.
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 'YYYY-MM-DD', the form special days are stored in. */
export function isoDate(date: LocalDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}
