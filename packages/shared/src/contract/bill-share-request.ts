import type { ShareRequest } from '../domain/bill-shares';
import type { TipChoice } from '../domain/bill-tips';
import { toMinor } from '../domain/money';
import type { TShareWay, TTipChoice } from './bill-share';

// The server quotes the share it is asked for, and the guest's phone the one it shows, from
// the same wire request: one conversion for both.

/** The wire's share (rupees) as the domain's request (paise). */
export function toShareRequest(share: TShareWay): ShareRequest {
  switch (share.way) {
    case 'REMAINING':
      return { way: 'REMAINING' };
    case 'EQUAL':
      return { way: 'EQUAL', parts: share.parts };
    case 'ITEMS':
      return { way: 'ITEMS', claims: share.claims };
    case 'AMOUNT':
      return { way: 'AMOUNT', amountMinor: toMinor(share.amount) };
  }
}

export const toTipChoice = (tip: TTipChoice): TipChoice =>
  tip.kind === 'PERCENT' ? tip : { kind: 'CUSTOM', amountMinor: toMinor(tip.amount) };
