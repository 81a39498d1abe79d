import { formatInr, toMinor } from '@tableside/shared/domain/money';
import { type AmountCheck, parseRupees, type RupeeProblem } from './rupee-input';

const PROBLEMS: Record<Exclude<RupeeProblem, 'too-large'>, string> = {
  empty: 'Enter the discount in rupees (0 removes it).',
  'not-a-number': 'Enter the discount as a number of rupees, e.g. 50 or 49.50.',
  negative: 'The discount cannot be negative.',
  'too-many-decimals': 'Use at most 2 decimals (paise).',
};

/**
 * The discount a manager typed, checked as the server checks it: whole paise, not negative.
 * The server caps a discount at the subtotal without saying so; the form refuses instead, so
 * the manager never applies less than they meant.
 */
export function checkDiscount(text: string, subTotal: number): AmountCheck {
  const parsed = parseRupees(text);
  if (!parsed.ok) {
    if (parsed.problem === 'too-large') return overSubtotal(subTotal);
    return { ok: false, message: PROBLEMS[parsed.problem] };
  }
  if (toMinor(parsed.rupees) > toMinor(subTotal)) return overSubtotal(subTotal);
  return parsed;
}

const overSubtotal = (subTotal: number): AmountCheck => ({
  ok: false,
  message: `The discount cannot be more than the subtotal, ${formatInr(subTotal)}.`,
});
