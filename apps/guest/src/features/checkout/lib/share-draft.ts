import type { TShareWay, TSplitBill, TTipChoice } from '@tableside/shared/contract/bill-share';
import type { TipPercent } from '@tableside/shared/domain/bill-tips';
import { claimsOf, type LinePick } from './split-picks';
import { type PhoneQuote, quoteOnPhone } from './split-quote';

export type ShareWayId = TShareWay['way'];

/** What the guest has chosen in the sheet so far. */
export interface ShareDraft {
  way: ShareWayId;
  parts: number;
  picks: ReadonlyMap<string, LinePick>;
  /** As typed, in rupees. */
  amountText: string;
  tip: TipPercent | 'CUSTOM';
  tipText: string;
}

/** Rupees as typed ('250', '99.5'): at most 2 decimals; anything else is no amount. */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

function shareOf(draft: ShareDraft, bill: TSplitBill): TShareWay {
  switch (draft.way) {
    case 'REMAINING':
      return { way: 'REMAINING' };
    case 'EQUAL':
      return { way: 'EQUAL', parts: draft.parts };
    case 'ITEMS':
      return { way: 'ITEMS', claims: claimsOf(bill.lines, draft.picks) };
    case 'AMOUNT':
      return { way: 'AMOUNT', amount: parseRupees(draft.amountText) ?? 0 };
  }
}

const tipOf = (draft: ShareDraft): TTipChoice =>
  draft.tip === 'CUSTOM'
    ? {
        kind: 'CUSTOM',
        amount: draft.tipText.trim() === '' ? 0 : (parseRupees(draft.tipText) ?? -1),
      }
    : { kind: 'PERCENT', percent: draft.tip };

/** The share and tip the draft asks for, and what they come to on today's split bill. */
export function draftQuote(draft: ShareDraft, bill: TSplitBill) {
  const share = shareOf(draft, bill);
  const tip = tipOf(draft);
  const quote: PhoneQuote = quoteOnPhone(bill, share, tip);
  return { share, tip, quote };
}
