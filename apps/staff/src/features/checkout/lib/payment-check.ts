import {
  type AmountCheck,
  parseRupees,
  type RupeeProblem,
} from '@tableside/client/money/rupee-input';
import { formatInr, toMinor } from '@tableside/shared/domain/money';

const PROBLEMS: Record<Exclude<RupeeProblem, 'too-large'>, string> = {
  empty: 'Enter the amount received.',
  'not-a-number': 'Enter the amount as a number of rupees, e.g. 1250 or 1250.50.',
  negative: 'The amount must be more than ₹0.00.',
  'too-many-decimals': 'Use at most 2 decimals (paise).',
};

/** Why the amount is refused: the server takes the whole payable amount in one payment. */
export const exactAmountMessage = (payable: number) =>
  `Enter exactly the payable amount, ${formatInr(payable)}. Part payments cannot be recorded; give change for cash at the table.`;

/** Why the amount is refused on a split bill: staff take exactly what nobody paid or holds. */
export const exactRestMessage = (rest: number) =>
  `Enter exactly the remaining amount, ${formatInr(rest)}. Shares guests are paying online are not taken.`;

/**
 * The amount a waiter typed, checked as the server's payment service checks it: more than 0
 * and exactly the bill's payable amount (no part payments, no tips on the bill), or on a split
 * bill exactly its remaining amount (`due`, with `takesRest`).
 */
export function checkPayment(text: string, due: number, takesRest = false): AmountCheck {
  const exact = takesRest ? exactRestMessage(due) : exactAmountMessage(due);
  const parsed = parseRupees(text);
  if (!parsed.ok) {
    if (parsed.problem === 'too-large') return { ok: false, message: exact };
    return { ok: false, message: PROBLEMS[parsed.problem] };
  }
  if (parsed.rupees === 0) return { ok: false, message: PROBLEMS.negative };
  if (toMinor(parsed.rupees) !== toMinor(due)) return { ok: false, message: exact };
  return parsed;
}
