// The shares of a split bill that count (held by an open gateway session, or paid) and the
// totals every phone shows: paid so far, being paid, remaining. Amounts are paise; tips are
// never part of them (bill-tips.ts).
import type { Fraction } from './bill-fraction';
import type { BillShareWay, CommittedShareStatus } from './enums';

/** Part of one bill line a share pays for: 1/1 the whole line, 1/3 a third of it. */
export interface Claim extends Fraction {
  lineKey: string;
}

/** The equal split a share belongs to: `parts` parts of `basisMinor`, fixed by its first part. */
export interface EqualSplit {
  parts: number;
  basisMinor: number;
}

/** A share that counts, in the order shares were committed (oldest first). */
export interface CommittedShare {
  way: BillShareWay;
  amountMinor: number;
  status: CommittedShareStatus;
  /** ITEMS only: the line parts it pays for. */
  claims?: readonly Claim[];
  /** EQUAL only. */
  split?: EqualSplit;
}

export interface ShareTotals {
  payableMinor: number;
  paidMinor: number;
  /** Held by open gateway sessions: not paid yet, not payable by anyone else either. */
  heldMinor: number;
  /** Left to pay once the holds are paid or released: payable - paid, never below 0. */
  remainingMinor: number;
  /** What a new share may take now: payable - paid - held, never below 0. */
  availableMinor: number;
  /** Paid beyond the payable (the bill went down after shares were paid): staff refund it. */
  overpaidMinor: number;
  /** Paid in full: the order completes and every guest sees 'Payment Successful.'. */
  settled: boolean;
}

const total = (shares: readonly CommittedShare[]) =>
  shares.reduce((sum, share) => sum + share.amountMinor, 0);

export function shareTotals(payableMinor: number, shares: readonly CommittedShare[]): ShareTotals {
  const paidMinor = total(shares.filter((share) => share.status === 'PAID'));
  const heldMinor = total(shares.filter((share) => share.status === 'HELD'));
  return {
    payableMinor,
    paidMinor,
    heldMinor,
    remainingMinor: Math.max(payableMinor - paidMinor, 0),
    availableMinor: Math.max(payableMinor - paidMinor - heldMinor, 0),
    overpaidMinor: Math.max(paidMinor - payableMinor, 0),
    settled: payableMinor > 0 && paidMinor >= payableMinor,
  };
}
