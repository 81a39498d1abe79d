// The console counts waits in whole minutes: a table open, a call waiting, a ticket cooking.

/** Whole minutes from `since` (ISO) to `now`; never negative (clocks drift). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}

/** '7 min', '1 h 05 min': short enough for a phone's half-width card. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}
