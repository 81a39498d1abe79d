import { isValidRupeeAmount } from '@tableside/shared/domain/money';

const MAX_PRICE = 1_000_000;

export type PriceCheck = { ok: true; rupees: number } | { ok: false; message: string };

/** A typed price: '₹1,250.5' -> 1250.5; at most 2 decimals, not negative. */
export function checkPrice(text: string): PriceCheck {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter a price' };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned))
    return { ok: false, message: 'Enter a number, like 120.50' };
  const rupees = Number(cleaned);
  if (!isValidRupeeAmount(rupees)) return { ok: false, message: 'Use at most 2 decimals' };
  if (rupees > MAX_PRICE) return { ok: false, message: 'That price is too high' };
  return { ok: true, rupees };
}

/** The input's starting text: '120.00'. */
export const priceText = (rupees: number) => rupees.toFixed(2);
