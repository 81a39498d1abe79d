import { rangeDays } from '@tableside/shared/domain/report-range';
import type { TimeBucketMinor } from './report-by-time';

const DAY_MS = 86_400_000;
const HOURS = 24;

const empty = <K>(key: K): TimeBucketMinor<K> => ({
  key,
  orders: 0,
  subtotal: 0,
  payable: 0,
  tips: 0,
});

/** Every date of the range in order, a day without sales at zero (a chart needs the gaps). */
export function everyDay(
  from: string,
  to: string,
  sold: TimeBucketMinor<string>[],
): TimeBucketMinor<string>[] {
  const byKey = new Map(sold.map((bucket) => [bucket.key, bucket]));
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: rangeDays({ from, to }) }, (_, i) => {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    return byKey.get(date) ?? empty(date);
  });
}

/** The 24 hours of the day in order, an hour without sales at zero. */
export function everyHour(sold: TimeBucketMinor<number>[]): TimeBucketMinor<number>[] {
  const byKey = new Map(sold.map((bucket) => [bucket.key, bucket]));
  return Array.from({ length: HOURS }, (_, hour) => byKey.get(hour) ?? empty(hour));
}
