// The words of the top bar's chip: 'Open now · closes in 2 h 10 min', 'Closed · opens 18:00'.
import type { OrderHoursStatus } from '@tableside/shared/domain/order-hours';

/** '2 h 10 min', '45 min', '3 h'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The opening time in the branch's zone, with the weekday when it is not today. */
function opening(at: Date, now: Date, timeZone: string): string {
  const day = (d: Date) => d.toLocaleDateString('en-GB', { timeZone });
  const time = at.toLocaleTimeString('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  if (day(at) === day(now)) return time;
  const weekday = at.toLocaleDateString('en-GB', { timeZone, weekday: 'short' });
  const withinWeek = at.getTime() - now.getTime() < 6 * 24 * 3_600_000;
  const date = at.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'short' });
  return withinWeek ? `${weekday} ${time}` : `${date} ${time}`;
}

export function statusText(status: OrderHoursStatus, now: Date, timeZone: string): string {
  if (status.open) {
    if (status.minutesUntilClose === null) return 'Open now';
    return `Open now · closes in ${formatDuration(status.minutesUntilClose)}`;
  }
  if (!status.nextOpening) return 'Closed';
  return `Closed · opens ${opening(status.nextOpening, now, timeZone)}`;
}
