import {
  type AmountCheck,
  parseRupees,
  type RupeeProblem,
} from '@tableside/client/money/rupee-input';
import { discountOverSubtotalMessage, discountProblem } from '@tableside/shared/domain/discount';
import { toMinor } from '@tableside/shared/domain/money';

const PROBLEMS: Record<Exclude<RupeeProblem, 'too-large'>, string> = {
  empty: 'Enter the discount in rupees (0 removes it).',
  'not-a-number': 'Enter the discount as a number of rupees, e.g. 50 or 49.50.',
  negative: 'The discount cannot be negative.',
  'too-many-decimals': 'Use at most 2 decimals (paise).',
};

/**
 * The discount a manager typed, checked as the server checks it: whole paise, not negative,
 * at most the subtotal (domain/discount, the rule the server applies too).
 */
export function checkDiscount(text: string, subTotal: number): AmountCheck {
  const parsed = parseRupees(text);
  if (!parsed.ok) {
    if (parsed.problem === 'too-large') return overSubtotal(subTotal);
    return { ok: false, message: PROBLEMS[parsed.problem] };
  }
  if (discountProblem(toMinor(parsed.rupees), toMinor(subTotal)) === 'over-subtotal') {
    return overSubtotal(subTotal);
  }
  return parsed;
}

const overSubtotal = (subTotal: number): AmountCheck => ({
  ok: false,
  message: discountOverSubtotalMessage(toMinor(subTotal)),
});
