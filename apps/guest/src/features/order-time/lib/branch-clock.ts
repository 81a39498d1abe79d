import {
  localSecondsOfDay,
  type OrderTimeWindow,
  offsetSecondsOfDay,
} from '@tableside/shared/domain/order-time';
import type { ZoneClock } from '@tableside/shared/domain/zoned-time';
import type { SessionStore } from '../../../lib/storage';

export interface BranchHours extends OrderTimeWindow {
  timeZone: string;
  /** The zone's offset while it holds, from the branch settings (decision 0036). */
  zoneClock?: ZoneClock;
}

/** The branch's hours as the initial calls stored them (spec section 3), or null before. */
export function storedHours(store: Pick<SessionStore, 'get'>): BranchHours | null {
  const openingTime = store.get('openingTime');
  const closingTime = store.get('closingTime');
  const timeZone = store.get('timeZone');
  if (!openingTime || !closingTime || !timeZone) return null;
  const lastCallMinutes = store.get('lastCallMinutes') ?? undefined;
  const zoneClock = store.get('zoneClock') ?? undefined;
  return { openingTime, closingTime, timeZone, lastCallMinutes, zoneClock };
}

/**
 * Seconds since midnight in the branch's zone: from the zone's offset while the server said it
 * holds, so /home's first render builds no Intl formatter (decision 0036); then through Intl;
 * an unknown zone falls back to the phone's clock.
 */
export function branchNowSeconds(hours: BranchHours, now: Date = new Date()): number {
  const byOffset = hours.zoneClock ? offsetSecondsOfDay(now, hours.zoneClock) : null;
  if (byOffset !== null) return byOffset;
  try {
    return localSecondsOfDay(now, hours.timeZone);
  } catch {
    return now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  }
}
