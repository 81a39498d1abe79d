import type { TShareClaim, TSplitBillLine } from '@tableside/shared/contract/bill-share';

/** What of a line a guest taps: what nobody holds of it yet, half of it, or a third of it. */
export type LinePick = 'rest' | 'half' | 'third';
export const LINE_PICKS: readonly LinePick[] = ['rest', 'half', 'third'];

const PART: Record<Exclude<LinePick, 'rest'>, number> = { half: 2, third: 3 };

/** The part of a line that no held or paid share covers, as a fraction of the line. */
export function unclaimedPart(line: TSplitBillLine): { numerator: number; denominator: number } {
  const { numerator, denominator } = line.claimed;
  return { numerator: Math.max(denominator - numerator, 0), denominator };
}

/** The claim a pick makes on a line, or null when the line has less than that left. */
export function claimFor(line: TSplitBillLine, pick: LinePick): TShareClaim | null {
  const left = unclaimedPart(line);
  if (left.numerator === 0) return null;
  if (pick === 'rest') return { lineKey: line.key, ...left };
  const parts = PART[pick];
  // 1/parts fits while parts x left >= 1 (left = n/d): n x parts >= d.
  if (left.numerator * parts < left.denominator) return null;
  return { lineKey: line.key, numerator: 1, denominator: parts };
}

/** The claims of the guest's picks, in the bill's order; lines taken meanwhile drop out. */
export function claimsOf(
  lines: readonly TSplitBillLine[],
  picks: ReadonlyMap<string, LinePick>,
): TShareClaim[] {
  return lines.flatMap((line) => {
    const pick = picks.get(line.key);
    const claim = pick ? claimFor(line, pick) : null;
    return claim ? [claim] : [];
  });
}

/** Who holds or paid a line, for 'being paid by Asha' / 'paid by Asha' beside it. */
export function lineHolders(line: TSplitBillLine) {
  const names = (status: 'HELD' | 'PAID') => [
    ...new Set(line.holders.filter((h) => h.status === status).map((h) => h.payerName)),
  ];
  return { paying: names('HELD'), paid: names('PAID') };
}
