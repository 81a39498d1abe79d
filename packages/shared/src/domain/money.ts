// Money is integer minor units (paise) inside; the wire carries rupees with at most 2 decimals
// (ARCHITECTURE.md). Integers keep sums exact; conversion happens only at the edges.
import { CURRENCY } from './constants';

const MINOR_PER_MAJOR = 100;
const BASIS_POINTS_PER_WHOLE = 10_000;

// Shifting the decimal point in the number's own text avoids binary artefacts of `x * 100`
// (1.005 * 100 is 100.49999999999999, yet 1.005 as written is a half-paisa).
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

// -0 would format as '-₹0.00' and fail strict equality in callers' tests.
const signed = (sign: number, magnitude: number): number =>
  magnitude === 0 ? 0 : sign * magnitude;

const roundHalfAwayFromZero = (value: number): number =>
  signed(Math.sign(value), Math.round(Math.abs(value)));

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number: ${value}`);
}

/** Rupees to paise, rounding a fraction of a paisa half away from zero. Throws on NaN / Infinity. */
export function toMinor(rupees: number): number {
  assertFinite(rupees, 'Amount');
  const minor = roundHalfAwayFromZero(shiftDecimal(rupees, 2));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount out of range: ${rupees}`);
  return minor;
}

/** Paise to rupees for the wire; throws unless given whole paise. */
export function toMajor(minor: number): number {
  if (!Number.isSafeInteger(minor))
    throw new RangeError(`Minor units must be an integer: ${minor}`);
  return minor / MINOR_PER_MAJOR;
}

/** Whether a wire amount is finite and has at most 2 decimals. */
export function isValidRupeeAmount(rupees: number): boolean {
  return Number.isFinite(rupees) && Number.isSafeInteger(shiftDecimal(rupees, 2));
}

/** How a branch writes its amounts: its bill's ISO 4217 currency, in its locale's grouping. */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

/** The format of spec section 9 (en-IN rupees), for a branch that names none. */
export const DEFAULT_MONEY_FORMAT: MoneyFormat = {
  currency: CURRENCY.code,
  locale: CURRENCY.locale,
};

/** 'IN' -> 'en-IN': the apps speak English; the country decides grouping and symbol placement. */
export const moneyLocale = (country: string): string => `en-${country}`;

// Made on first use and kept per format: building a formatter costs a phone's main thread a
// noticeable moment, and most screens that import this module show no price on their first frame.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor({ currency, locale }: MoneyFormat): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The currency's own minor digits (2 for INR, 0 for JPY), so a price never shows paise
    // the currency does not have.
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Every amount the apps show, in the branch's currency and locale (issue 16):
 * 123456.5 -> '₹1,23,456.50' in en-IN rupees.
 */
export function formatMoney(amount: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  return formatterFor(format).format(amount);
}

/**
 * formatMoney in the default rupees, where no branch's format is at hand: the server's texts
 * (refusal messages, the receipt) and the console. Only INR can be billed yet (BRAND_CURRENCIES).
 */
export const formatInr = (rupees: number): string => formatMoney(rupees);

/** Catalogue rates are percentages (7.5); inside they are basis points (750). */
export function percentToBasisPoints(percent: number): number {
  assertFinite(percent, 'Rate');
  return roundHalfAwayFromZero(shiftDecimal(percent, 2));
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * `rateBasisPoints` of `amountMinor`, rounded to the paisa half-up (half away from zero for
 * negative amounts, so a refund mirrors its charge). Integer arithmetic, so no float drift.
 */
export function percentOf(amountMinor: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor) || !Number.isSafeInteger(rateBasisPoints)) {
    throw new RangeError(`percentOf needs integers: ${amountMinor}, ${rateBasisPoints}`);
  }
  const product = amountMinor * rateBasisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError(`percentOf overflows: ${product}`);
  const half = BASIS_POINTS_PER_WHOLE / 2;
  return signed(
    Math.sign(product),
    Math.floor((Math.abs(product) + half) / BASIS_POINTS_PER_WHOLE),
  );
}
