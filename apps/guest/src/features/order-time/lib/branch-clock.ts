import { localSecondsOfDay, type OrderTimeWindow } from '@tableside/shared/domain/order-time';
import type { SessionStore } from '../../../lib/storage';

export interface BranchHours extends OrderTimeWindow {
  timeZone: string;
}

/** The branch's hours as the initial calls stored them (spec section 3), or null before. */
export function storedHours(store: Pick<SessionStore, 'get'>): BranchHours | null {
  const openingTime = store.get('openingTime');
  const closingTime = store.get('closingTime');
  const timeZone = store.get('timeZone');
  if (!openingTime || !closingTime || !timeZone) return null;
  const lastCallMinutes = store.get('lastCallMinutes') ?? undefined;
  return { openingTime, closingTime, timeZone, lastCallMinutes };
}

/** Seconds since midnight in the branch's zone; an unknown zone falls back to the phone's. */
export function branchNowSeconds(hours: BranchHours, now: Date = new Date()): number {
  try {
    return localSecondsOfDay(now, hours.timeZone);
  } catch {
    return now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();
  }
}
