import type { TBillPayment } from '@tableside/shared/contract/refunds';
import { formatInr, isValidRupeeAmount, toMajor, toMinor } from '@tableside/shared/domain/money';

/** What is left to refund of a payment, in rupees (paise-exact). */
export const refundableLeft = (payment: Pick<TBillPayment, 'amount' | 'refunded'>) =>
  toMajor(toMinor(payment.amount) - toMinor(payment.refunded));

export type RefundCheck =
  | { ok: true; amount: number; reason: string }
  | { ok: false; amount?: string; reason?: string };

/** The refund dialog's fields checked as the server will: amount within what is left, a reason. */
export function checkRefund(amountText: string, reasonText: string, left: number): RefundCheck {
  const cleaned = amountText.replace(/[₹,\s]/g, '');
  const amount = Number(cleaned);
  let amountProblem: string | undefined;
  if (!cleaned) amountProblem = 'Enter the amount to refund';
  else if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) || !Number.isFinite(amount)) {
    amountProblem = 'Enter an amount in rupees, like 150 or 150.50';
  } else if (!isValidRupeeAmount(amount)) amountProblem = 'Use at most 2 decimals';
  else if (amount <= 0) amountProblem = 'The amount must be more than ₹0';
  else if (amount > left) amountProblem = `At most ${formatInr(left)} is left to refund`;
  const reason = reasonText.trim();
  const reasonProblem = reason ? undefined : 'Say why the payment is refunded';
  if (amountProblem || reasonProblem)
    return { ok: false, amount: amountProblem, reason: reasonProblem };
  return { ok: true, amount, reason };
}
