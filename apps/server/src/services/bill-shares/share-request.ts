import type { TShareWay, TTipChoice } from '@tableside/shared/contract/bill-share';
import type { ShareRequest } from '@tableside/shared/domain/bill-shares';
import type { TipChoice } from '@tableside/shared/domain/bill-tips';
import { toMinor } from '@tableside/shared/domain/money';

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
