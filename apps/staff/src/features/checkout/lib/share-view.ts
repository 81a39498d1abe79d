import type { TBillShare, TSplitBill } from '@tableside/shared/contract/bill-share';
import { toMajor, toMinor } from '@tableside/shared/domain/money';

// How the console tells a split bill's shares (decision 0019): who pays, how the share is
// made up, and where it stands. Pure, so the words are tested without a screen.

export type ShareTone = 'held' | 'paid' | 'released' | 'refunded';

const RELEASED: Record<NonNullable<TBillShare['releaseReason']>, string> = {
  FAILED: 'Released · payment failed',
  EXPIRED: 'Released · hold ran out',
  BILL_CHANGED: 'Released · the bill changed',
};

const STATUS: Record<TBillShare['status'], { label: string; tone: ShareTone }> = {
  HELD: { label: 'Being paid', tone: 'held' },
  PAID: { label: 'Paid', tone: 'paid' },
  RELEASED: { label: 'Released', tone: 'released' },
  REFUNDED: { label: 'Refunded', tone: 'refunded' },
};

export const METHOD_LABEL: Record<TBillShare['method'], string> = {
  ONLINE: 'Online',
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
};

/** The status as words (never colour alone), with the reason a share was released. */
export function shareStatus(share: Pick<TBillShare, 'status' | 'releaseReason'>) {
  const status = STATUS[share.status];
  if (share.status === 'RELEASED' && share.releaseReason) {
    return { ...status, label: RELEASED[share.releaseReason] };
  }
  return status;
}

const fractionText = (numerator: number, denominator: number) =>
  numerator === denominator ? '' : `${numerator}/${denominator} of `;

/**
 * How the share is made up. An equal part's number is its place among the parts not released
 * before it, as the server hands a released part to the next guest.
 */
export function shareWay(share: TBillShare, split: Pick<TSplitBill, 'lines' | 'shares'>): string {
  switch (share.way) {
    case 'REMAINING':
      return 'The rest of the bill';
    case 'AMOUNT':
      return 'An amount';
    case 'EQUAL': {
      const before = split.shares.slice(0, split.shares.indexOf(share));
      const taken = before.filter((s) => s.way === 'EQUAL' && s.status !== 'RELEASED').length;
      return share.parts ? `Equal part ${taken + 1} of ${share.parts}` : 'An equal part';
    }
    case 'ITEMS': {
      const names = new Map(split.lines.map((line) => [line.key, line.itemName]));
      const items = share.claims.map(
        (claim) =>
          `${fractionText(claim.numerator, claim.denominator)}${names.get(claim.lineKey) ?? 'an item'}`,
      );
      return `Items: ${items.join(', ')}`;
    }
  }
}

/**
 * What staff may take (server: take-rest): the remaining amount less what guests are paying
 * online right now, which the gateway may still charge.
 */
export const takeableRest = (split: Pick<TSplitBill, 'remainingAmount' | 'heldAmount'>) =>
  toMajor(Math.max(toMinor(split.remainingAmount) - toMinor(split.heldAmount), 0));

/**
 * Guests hold or paid part of the bill: the server refuses a discount then ('A share of this
 * bill is being paid.'), so the console does not offer one.
 */
export const sharesCommitted = (split: TSplitBill | undefined) =>
  Boolean(split?.shares.some((share) => share.status === 'HELD' || share.status === 'PAID'));

/** A split bill on which someone paid, holds or let go of a share: payments take the rest. */
export const hasShares = (split: TSplitBill | undefined): split is TSplitBill =>
  Boolean(split && split.shares.length > 0);
