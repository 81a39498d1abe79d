// The one rule for what a new share of a split bill comes to (issue 17). The server quotes it
// under the order lock against the committed shares; the guest's screen shows the same quote.
import {
  type ClaimProblem,
  claimProblem,
  claimsWorth,
  lineClaimStates,
  unclaimedWorth,
} from './bill-claims';
import type { BillDues } from './bill-dues';
import { activeSplit, isSplitParts, nextEqualPart } from './bill-equal-split';
import { type Claim, type CommittedShare, type EqualSplit, shareTotals } from './bill-share-state';

export type ShareRequest =
  | { way: 'REMAINING' }
  | { way: 'EQUAL'; parts: number }
  | { way: 'ITEMS'; claims: readonly Claim[] }
  | { way: 'AMOUNT'; amountMinor: number };

export type ShareProblem =
  | ClaimProblem
  /** Nothing is left for this share: paid, held by others, or a part worth 0 paise. */
  | 'nothing-to-pay'
  | 'over-remaining'
  | 'bad-amount'
  | 'bad-parts'
  /** The table already splits into another number of parts. */
  | 'split-differs'
  | 'split-complete';

export type ShareQuote =
  | { ok: true; amountMinor: number; claims: Claim[]; split?: EqualSplit }
  | { ok: false; problem: ShareProblem };

const refuse = (problem: ShareProblem): ShareQuote => ({ ok: false, problem });

const amountQuote = (
  amountMinor: number,
  more: { claims?: Claim[]; split?: EqualSplit } = {},
): ShareQuote =>
  amountMinor > 0 ? { ok: true, amountMinor, claims: [], ...more } : refuse('nothing-to-pay');

function quoteEqual(shares: readonly CommittedShare[], parts: number, available: number) {
  if (!isSplitParts(parts)) return refuse('bad-parts');
  const active = activeSplit(shares);
  const split = active?.split ?? { parts, basisMinor: available };
  const taken = active?.taken ?? 0;
  if (split.parts !== parts) return refuse('split-differs');
  if (taken >= split.parts) return refuse('split-complete');
  return amountQuote(nextEqualPart(split, taken, available), { split });
}

/**
 * Items: the claimed parts' worth (their dues, bill-claims.ts), scaled by what is left to pay
 * over what is left unclaimed, so an amount someone paid without naming items (an equal part,
 * a custom amount) is credited to every unclaimed item in proportion. Without such payments
 * the scale is 1 and a share pays exactly its items' dues. The share that claims everything
 * still unclaimed pays exactly what is available, so the bill is met to the paisa.
 */
function quoteItems(
  dues: BillDues,
  shares: readonly CommittedShare[],
  claims: readonly Claim[],
  available: number,
) {
  const states = lineClaimStates(dues.lines, shares);
  const problem = claimProblem(states, claims);
  if (problem) return refuse(problem);
  const worth = claimsWorth(states, claims);
  const unclaimed = unclaimedWorth(states);
  const amountMinor =
    worth >= unclaimed
      ? available
      : Number(
          (2n * BigInt(worth) * BigInt(available) + BigInt(unclaimed)) / (2n * BigInt(unclaimed)),
        );
  return amountQuote(amountMinor, { claims: claims.map((claim) => ({ ...claim })) });
}

/**
 * What a new share comes to, given the bill's dues and the shares committed before it (held
 * or paid, oldest first). It never exceeds what is available (payable - paid - held), so no
 * sequence of shares can overpay, and every way can be finished by paying what remains.
 */
export function quoteShare(
  dues: BillDues,
  shares: readonly CommittedShare[],
  request: ShareRequest,
): ShareQuote {
  const available = shareTotals(dues.bill.payableAmount, shares).availableMinor;
  switch (request.way) {
    case 'REMAINING':
      return amountQuote(available);
    case 'EQUAL':
      return quoteEqual(shares, request.parts, available);
    case 'ITEMS':
      return quoteItems(dues, shares, request.claims, available);
    case 'AMOUNT': {
      const amount = request.amountMinor;
      if (!Number.isSafeInteger(amount) || amount <= 0) return refuse('bad-amount');
      if (amount > available) return refuse(available === 0 ? 'nothing-to-pay' : 'over-remaining');
      return amountQuote(amount);
    }
  }
}
