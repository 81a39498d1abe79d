import { MONEY_MAX } from '@tableside/shared/contract/common';
import { isValidRupeeAmount } from '@tableside/shared/domain/money';

export type RupeeProblem =
  | 'empty'
  | 'not-a-number'
  | 'negative'
  | 'too-many-decimals'
  | 'too-large';

export type RupeeInput = { ok: true; rupees: number } | { ok: false; problem: RupeeProblem };

/** A typed amount checked for one form: the rupees, or the message to show under the field. */
export type AmountCheck = { ok: true; rupees: number } | { ok: false; message: string };

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * An amount of rupees as staff type it: '1250', '1,250.50' or '₹ 1250' (the rupee sign and
 * grouping commas are how the bill shows amounts, so copying one is accepted).
 */
export function parseRupees(text: string): RupeeInput {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!cleaned) return { ok: false, problem: 'empty' };
  if (!NUMBER.test(cleaned)) return { ok: false, problem: 'not-a-number' };
  const rupees = Number(cleaned);
  if (rupees < 0) return { ok: false, problem: 'negative' };
  if (!isValidRupeeAmount(rupees)) return { ok: false, problem: 'too-many-decimals' };
  if (rupees > MONEY_MAX) return { ok: false, problem: 'too-large' };
  // '-0' parses as -0, which would not equal 0 in the caller's checks.
  return { ok: true, rupees: rupees === 0 ? 0 : rupees };
}

/** The value an amount field starts with: 1234.5 -> '1234.50' (no grouping, easy to edit). */
export const rupeesForInput = (rupees: number): string => rupees.toFixed(2);
