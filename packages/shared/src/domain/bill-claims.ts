// Which parts of which bill lines the committed shares pay for, and what a part is worth. A
// line can never be claimed beyond the whole of it, and the claim that completes a line takes
// what is left of its due, so a line's claims add up to its due exactly.
import type { LineDue } from './bill-dues';
import {
  compare,
  type Exact,
  exact,
  isClaimFraction,
  isWhole,
  minus,
  plus,
  times,
  ZERO,
} from './bill-fraction';
import type { Claim, CommittedShare } from './bill-share-state';
import type { CommittedShareStatus } from './enums';

/** Who holds part of a line: the index of the share in the committed list. */
export interface LineHolder {
  shareIndex: number;
  status: CommittedShareStatus;
  fraction: Exact;
  worthMinor: number;
}

export interface LineClaimState {
  key: string;
  due: number;
  claimed: Exact;
  /** The committed claims' worth: never above `due`. */
  worthMinor: number;
  holders: LineHolder[];
}

export type ClaimProblem =
  | 'no-items'
  | 'unknown-line'
  | 'duplicate-line'
  | 'bad-fraction'
  | 'over-claimed';

/**
 * The worth of `f` more of a line: f x its due, half up, except that the part completing the
 * line takes exactly what is left (the last claimant takes the rounding, as an equal split's
 * last part does), and no part takes more than is left.
 */
function worthOf(line: LineClaimState, f: Exact): number {
  const left = line.due - line.worthMinor;
  if (isWhole(plus(line.claimed, f))) return left;
  return Math.min(times(line.due, f), left);
}

function addClaim(line: LineClaimState, holder: Omit<LineHolder, 'worthMinor'>): number {
  const worthMinor = worthOf(line, holder.fraction);
  line.claimed = plus(line.claimed, holder.fraction);
  line.worthMinor += worthMinor;
  line.holders.push({ ...holder, worthMinor });
  return worthMinor;
}

/**
 * Each line's claims, replayed in commit order against today's dues. A claim on a line no
 * longer on the bill (cancelled after it was paid) is skipped: its money still counts as paid.
 */
export function lineClaimStates(
  lines: readonly LineDue[],
  shares: readonly CommittedShare[],
): Map<string, LineClaimState> {
  const states = new Map<string, LineClaimState>(
    lines.map((line) => [
      line.key,
      { key: line.key, due: line.due, claimed: ZERO, worthMinor: 0, holders: [] },
    ]),
  );
  shares.forEach((share, shareIndex) => {
    for (const claim of share.claims ?? []) {
      const line = states.get(claim.lineKey);
      if (line) addClaim(line, { shareIndex, status: share.status, fraction: exact(claim) });
    }
  });
  return states;
}

/** Why these claims cannot be made on top of the committed ones, or null. */
export function claimProblem(
  states: ReadonlyMap<string, LineClaimState>,
  claims: readonly Claim[],
): ClaimProblem | null {
  if (claims.length === 0) return 'no-items';
  const seen = new Set<string>();
  for (const claim of claims) {
    const line = states.get(claim.lineKey);
    if (!line) return 'unknown-line';
    if (seen.has(claim.lineKey)) return 'duplicate-line';
    seen.add(claim.lineKey);
    if (!isClaimFraction(claim)) return 'bad-fraction';
    if (compare(plus(line.claimed, exact(claim)), { n: 1n, d: 1n }) > 0) return 'over-claimed';
  }
  return null;
}

/** What the claims are worth on top of the committed ones (claimProblem must be null). */
export function claimsWorth(
  states: ReadonlyMap<string, LineClaimState>,
  claims: readonly Claim[],
): number {
  return claims.reduce((sum, claim) => {
    const line = states.get(claim.lineKey);
    return line ? sum + worthOf(line, exact(claim)) : sum;
  }, 0);
}

/** The worth of every line part nobody holds or paid for. */
export const unclaimedWorth = (states: ReadonlyMap<string, LineClaimState>): number =>
  [...states.values()].reduce((sum, line) => sum + line.due - line.worthMinor, 0);

/** The part of a line still free to claim: 1 - claimed. */
export const unclaimedFraction = (line: LineClaimState): Exact =>
  minus({ n: 1n, d: 1n }, line.claimed);
