// How long a refused guest must wait, in words: limits and locks end at a known instant.

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Whole seconds until `until`, at least 1: "29 seconds", "1 second". */
export function secondsLeft(until: Date, now: Date): string {
  return plural(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), 'second');
}

/** Whole minutes until `until`, at least 1: "15 minutes", "1 minute". */
export function minutesLeft(until: Date, now: Date): string {
  return plural(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)), 'minute');
}
