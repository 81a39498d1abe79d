import {
  type AmountCheck,
  parseRupees,
  type RupeeProblem,
} from '@tableside/client/money/rupee-input';
import type { TBillPayment } from '@tableside/shared/contract/refunds';
import { formatInr, toMajor, toMinor } from '@tableside/shared/domain/money';

/**
 * What is left to refund of a payment, in rupees (paise-exact): a split bill's share was
 * charged with its tip, so its amount and tip can be refunded (decision 0019).
 */
export const refundableLeft = (payment: Pick<TBillPayment, 'amount' | 'tip' | 'refunded'>) =>
  toMajor(toMinor(payment.amount) + toMinor(payment.tip ?? 0) - toMinor(payment.refunded));

const tooMuchMessage = (left: number) => `At most ${formatInr(left)} is left to refund`;

/**
 * The field's refusal of a keystroke that would ask for more than is left (the server
 * refuses it too), or null for anything else, which the check on sending judges.
 */
export function overCap(amountText: string, left: number): string | null {
  const parsed = parseRupees(amountText);
  if (parsed.ok ? parsed.rupees > left : parsed.problem === 'too-large') {
    return tooMuchMessage(left);
  }
  return null;
}

export type RefundCheck =
  | { ok: true; amount: number; reason: string }
  | { ok: false; amount?: string; reason?: string };

const AMOUNT_PROBLEM: Record<Exclude<RupeeProblem, 'too-large'>, string> = {
  empty: 'Enter the amount to refund',
  'not-a-number': 'Enter an amount in rupees, like 150 or 150.50',
  negative: 'The amount must be more than ₹0',
  'too-many-decimals': 'Use at most 2 decimals',
};

function checkAmount(amountText: string, left: number): AmountCheck {
  const parsed = parseRupees(amountText);
  const tooMuch = tooMuchMessage(left);
  if (!parsed.ok) {
    const { problem } = parsed;
    return { ok: false, message: problem === 'too-large' ? tooMuch : AMOUNT_PROBLEM[problem] };
  }
  if (parsed.rupees <= 0) return { ok: false, message: AMOUNT_PROBLEM.negative };
  return parsed.rupees > left ? { ok: false, message: tooMuch } : parsed;
}

/** The refund dialog's fields checked as the server will: amount within what is left, a reason. */
export function checkRefund(amountText: string, reasonText: string, left: number): RefundCheck {
  const amount = checkAmount(amountText, left);
  const reason = reasonText.trim();
  const reasonProblem = reason ? undefined : 'Say why the payment is refunded';
  if (!amount.ok || reasonProblem)
    return { ok: false, amount: amount.ok ? undefined : amount.message, reason: reasonProblem };
  return { ok: true, amount: amount.rupees, reason };
}
