// Spreading a whole number of paise over lines in proportion to weights, exactly: the parts
// always add up to the amount (largest remainder), so nothing apportioned is ever a paisa off.
import { spreadDiscount } from './bill-rules';

/**
 * `amount` (paise, either sign) over `weights` (non-negative integers), largest remainder.
 * When every weight is 0 the amount is spread evenly (a fixed charge on free items must still
 * land somewhere). No weights at all can hold nothing but 0.
 */
export function spreadByWeight(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) {
    if (amount !== 0) throw new RangeError(`Cannot spread ${amount} over no lines`);
    return [];
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const basis = total === 0 ? weights.map(() => 1) : weights;
  const parts = spreadDiscount(basis, Math.abs(amount));
  return amount < 0 ? parts.map((part) => (part === 0 ? 0 : -part)) : parts;
}
