// The spec's general settings (one opening and one closing time, section 7) filled from a
// branch's weekly hours, so the guest app's order-time rules of section 4 work unchanged.
import { type OrderHours, orderHoursStatus } from './order-hours';
import { isOrderTimeClosed, localSecondsOfDay, type OrderTimeWindow } from './order-time';
import { isoDate, localDateTime } from './zoned-time';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function timeOfDay(instant: number, timeZone: string): string {
  const { minutes } = localDateTime(new Date(instant), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/**
 * Open: the current window (equal times while no closing is in sight, the spec's "always
 * open"). Closed: the next window when it opens later today, else a pair that reads closed now
 * and opens at the next opening's time. The pair only holds for the day it is asked on; the
 * guest app asks again every minute.
 */
export function generalSettingsTimes(
  hours: OrderHours,
  timeZone: string,
  now: Date,
): OrderTimeWindow {
  const t = now.getTime();
  const at = (instant: number) => timeOfDay(instant, timeZone);
  const status = orderHoursStatus(hours, timeZone, now);
  if (status.open && status.opensAt) {
    if (!status.closesAt) return { openingTime: at(t), closingTime: at(t) };
    const closes = status.closesAt.getTime();
    // A stretch of a day or more has no single time of day it opens at; now stands in.
    const opens = closes - status.opensAt.getTime() < DAY_MS ? status.opensAt.getTime() : t;
    return { openingTime: at(opens), closingTime: at(closes) };
  }
  const nowS = localSecondsOfDay(now, timeZone);
  const candidates: OrderTimeWindow[] = [];
  const next = status.nextOpening?.getTime();
  if (next !== undefined) {
    const sameDay =
      isoDate(localDateTime(new Date(next), timeZone)) === isoDate(localDateTime(now, timeZone));
    const after = orderHoursStatus(hours, timeZone, new Date(next));
    if (sameDay && after.closesAt) {
      candidates.push({ openingTime: at(next), closingTime: at(after.closesAt.getTime()) });
    }
    candidates.push({ openingTime: at(next), closingTime: at(t) });
  }
  // Never opens: closed for the next 24 hours, and asked again before they pass.
  const closedToday = { openingTime: at(t - MINUTE_MS), closingTime: at(t) };
  const closedNow = candidates.find(
    (pair) => pair.openingTime !== pair.closingTime && isOrderTimeClosed(pair, nowS),
  );
  return closedNow ?? closedToday;
}
