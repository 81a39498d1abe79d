// The one rule for an order-level discount, used by the server (apply-discount) and the staff
// console's discount form, so the two never disagree about what a manager may take off.
import { formatInr, toMajor } from './money';

/** Why a discount cannot apply to a bill: taking off more than the items cost. */
export type DiscountProblem = 'negative' | 'over-subtotal';

/**
 * Whether `discountMinor` paise may come off a bill whose items cost `subTotalMinor` paise:
 * from 0 (no discount) up to the whole subtotal. Never capped silently: a manager who typed
 * more than the bill must be told, not handed a smaller discount than they meant.
 */
export function discountProblem(
  discountMinor: number,
  subTotalMinor: number,
): DiscountProblem | null {
  if (discountMinor < 0) return 'negative';
  if (discountMinor > subTotalMinor) return 'over-subtotal';
  return null;
}

/** The text both the server's 400 and the console's form show for a discount over the subtotal. */
export const discountOverSubtotalMessage = (subTotalMinor: number): string =>
  `The discount cannot be more than the subtotal, ${formatInr(toMajor(subTotalMinor))}.`;
