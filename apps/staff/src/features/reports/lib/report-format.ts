// How the report writes its figures: money in the branch's currency, counts and hours.
import { DEFAULT_MONEY_FORMAT, formatMoney as formatAmount } from '@tableside/shared/domain/money';

/** A major-unit amount in the report's currency, e.g. ₹2,878.00: the apps' one money rule. */
export const formatMoney = (amount: number, currency: string): string =>
  formatAmount(amount, { currency, locale: DEFAULT_MONEY_FORMAT.locale });

export const formatCount = (value: number): string => value.toLocaleString('en-IN');

/** 0 -> '00:00-01:00': the hour of day a sale closed in. */
export const hourRange = (hour: number): string =>
  `${String(hour).padStart(2, '0')}:00-${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** '2026-03-10' -> 'Tue 10 Mar' (the date is the branch's, so no zone shift applies). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant shown at the branch's local time. */
export function formatInstant(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '-';
  const whole = Math.round(minutes);
  return whole < 60 ? `${whole} min` : `${Math.floor(whole / 60)} h ${whole % 60} min`;
}
