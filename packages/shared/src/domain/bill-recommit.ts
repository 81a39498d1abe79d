// A released share the gateway charged after all (its hold had expired or failed): it counts
// again, as it was quoted, only where it still fits among the shares committed since.
import { claimProblem, lineClaimStates } from './bill-claims';
import type { BillDues } from './bill-dues';
import { activeSplit } from './bill-equal-split';
import { type CommittedShare, shareTotals } from './bill-share-state';

/**
 * Whether `share` can be committed again on top of `shares` (held or paid, oldest first):
 * its amount is at most what is available, its item parts are still free, and an equal part
 * belongs to the split under way (same number of parts, one of them still free). Anything else
 * would overpay the bill or take a part someone else holds or paid: the charge is refunded.
 */
export function recommitFits(
  dues: BillDues,
  shares: readonly CommittedShare[],
  share: CommittedShare,
): boolean {
  if (share.amountMinor > shareTotals(dues.bill.payableAmount, shares).availableMinor) {
    return false;
  }
  const claims = share.claims ?? [];
  if (claims.length > 0 && claimProblem(lineClaimStates(dues.lines, shares), claims) !== null) {
    return false;
  }
  const active = share.split ? activeSplit(shares) : null;
  return (
    !active || (active.split.parts === share.split?.parts && active.taken < active.split.parts)
  );
}
