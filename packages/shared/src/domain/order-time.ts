// Order-time window and Last Call countdown (spec sections 2, 4 and 9; DECISIONS.md).
import { LAST_CALL_WINDOW_S } from './constants';
import { MSG } from './messages';
import type { ZoneClock } from './zoned-time';

const DAY_S = 24 * 60 * 60;

/** Branch hours as stored in session: 'HH:MM:SS' in the branch's time zone. */
export interface OrderTimeWindow {
  openingTime: string;
  closingTime: string;
  /** The branch's Last Call minutes (issue 14); unset or 0 keeps the spec's 10 minutes. */
  lastCallMinutes?: number;
}

export type LastCallBanner =
  | { kind: 'hidden' }
  | { kind: 'countdown'; remainingS: number; label: string }
  | { kind: 'times-up'; label: string; title: string; body: string };

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** Throws on malformed input: a wrong branch setting must surface, not silently open a bar. */
export function parseTimeOfDay(text: string): number {
  const match = TIME_OF_DAY.exec(text);
  if (!match) throw new RangeError(`Expected HH:MM:SS, got '${text}'`);
  const [, h, m, s] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** One formatter per zone: building one costs far more than using it (a tick per second). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      // Explicit because some ICU versions print midnight as hour 24 under a 24-hour clock.
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Wall-clock seconds since local midnight. The branch's zone is passed in (not the device's)
 * because guests' phones may be set to any zone. Throws RangeError for an unknown zone.
 */
export function localSecondsOfDay(instant: Date, timeZone: string): number {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/**
 * Wall-clock seconds since local midnight from a zone's offset, or null once the offset may
 * have changed (past `validUntil`): then only Intl (localSecondsOfDay) knows the zone's clock.
 */
export function offsetSecondsOfDay(instant: Date, clock: ZoneClock): number | null {
  const at = instant.getTime();
  if (!(at < Date.parse(clock.validUntil))) return null;
  const local = Math.floor(at / 1000) + clock.offsetMinutes * 60;
  return ((local % DAY_S) + DAY_S) % DAY_S;
}

const parseHours = (hours: OrderTimeWindow) => ({
  opening: parseTimeOfDay(hours.openingTime),
  closing: parseTimeOfDay(hours.closingTime),
});

/** Closing earlier than opening means overnight hours; equal times mean open around the clock. */
export function isOrderTimeClosed(hours: OrderTimeWindow, nowS: number): boolean {
  const { opening, closing } = parseHours(hours);
  if (opening === closing) return false;
  const open =
    opening < closing ? nowS >= opening && nowS < closing : nowS >= opening || nowS < closing;
  return !open;
}

/**
 * Seconds left before closing inside the Last Call window (1..600 by default), 0 while closed, and
 * null when the banner does not apply (earlier in the day, or open around the clock).
 */
export function lastCallRemainingSeconds(hours: OrderTimeWindow, nowS: number): number | null {
  const { opening, closing } = parseHours(hours);
  if (opening === closing) return null;
  if (isOrderTimeClosed(hours, nowS)) return 0;
  // Modulo wraps midnight: closing 00:45:00 seen from 23:59:00 is 46 minutes away.
  const remaining = (closing - nowS + DAY_S) % DAY_S;
  const windowS = hours.lastCallMinutes ? hours.lastCallMinutes * 60 : LAST_CALL_WINDOW_S;
  return remaining <= windowS ? remaining : null;
}

/** Minutes and seconds as the banner counts down, e.g. '9m:59s'. */
export function formatCountdown(totalS: number): string {
  const minutes = Math.floor(totalS / 60);
  const seconds = String(totalS % 60).padStart(2, '0');
  return `${minutes}m:${seconds}s`;
}

/**
 * Time's Up stays up for the whole closed period rather than for the one tick at 0, since
 * ordering stays closed until opening time.
 */
export function lastCallBanner(hours: OrderTimeWindow, nowS: number): LastCallBanner {
  const remainingS = lastCallRemainingSeconds(hours, nowS);
  if (remainingS === null) return { kind: 'hidden' };
  if (remainingS === 0) {
    return {
      kind: 'times-up',
      label: formatCountdown(0),
      title: MSG.timesUp,
      body: MSG.noMoreOrders,
    };
  }
  return { kind: 'countdown', remainingS, label: formatCountdown(remainingS) };
}
