// Exact fractions of a bill line (1/2 of a pizza, 2 of 3 coffees), in BigInt so that adding
// many claims never drifts or overflows, however their denominators combine.

export interface Fraction {
  numerator: number;
  denominator: number;
}

/** A claim may name at most this denominator: 1/2 or 1/3 of one of up to hundreds of units. */
export const MAX_CLAIM_DENOMINATOR = 1000;

interface Exact {
  n: bigint;
  d: bigint;
}

const abs = (a: bigint): bigint => (a < 0n ? -a : a);

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** Lowest terms with a positive denominator; a difference may be negative (1/2 - 2/3). */
function reduce(n: bigint, d: bigint): Exact {
  const g = gcd(abs(n), abs(d)) * (d < 0n ? -1n : 1n);
  return g === 0n ? { n: 0n, d: 1n } : { n: n / g, d: d / g };
}

export const ZERO: Exact = { n: 0n, d: 1n };

export const exact = (f: Fraction): Exact => reduce(BigInt(f.numerator), BigInt(f.denominator));

export const plus = (a: Exact, b: Exact): Exact => reduce(a.n * b.d + b.n * a.d, a.d * b.d);

export const minus = (a: Exact, b: Exact): Exact => reduce(a.n * b.d - b.n * a.d, a.d * b.d);

/** -1, 0 or 1 as a is below, at or above b. */
export function compare(a: Exact, b: Exact): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left === right ? 0 : left < right ? -1 : 1;
}

export const isWhole = (a: Exact): boolean => a.n === a.d;

/** `amount` x `f`, rounded half up to the paisa. */
export function times(amount: number, f: Exact): number {
  return Number((2n * BigInt(amount) * f.n + f.d) / (2n * f.d));
}

/** For the wire and the screens, reduced: 2/6 -> 1/3. */
export const toFraction = (a: Exact): Fraction => ({
  numerator: Number(a.n),
  denominator: Number(a.d),
});

/** A fraction a claim may name: 0 < numerator <= denominator <= MAX_CLAIM_DENOMINATOR. */
export const isClaimFraction = (f: Fraction): boolean =>
  Number.isSafeInteger(f.numerator) &&
  Number.isSafeInteger(f.denominator) &&
  f.numerator > 0 &&
  f.numerator <= f.denominator &&
  f.denominator <= MAX_CLAIM_DENOMINATOR;

export type { Exact };
