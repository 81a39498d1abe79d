import type { MessageKey } from '../../../lib/i18n/catalog';
import type { PhoneQuote } from './split-quote';

type Problem = Extract<PhoneQuote, { ok: false }>['problem'];

/** Why the sheet cannot charge this share yet: a catalog key and its values. */
export function shareProblemText(
  problem: Problem,
  context: { available: string; parts: number },
): { key: MessageKey; values?: Record<string, string | number> } {
  switch (problem) {
    case 'nothing-to-pay':
      return { key: 'shareNothingLeft' };
    case 'over-remaining':
      return { key: 'shareOverRemaining', values: { amount: context.available } };
    case 'bad-amount':
      return { key: 'shareEnterAmount' };
    case 'bad-parts':
      return { key: 'sharePeopleRange' };
    case 'split-differs':
      return { key: 'splittingWays', values: { count: context.parts } };
    case 'split-complete':
      return { key: 'equalSplitTaken' };
    case 'no-items':
    case 'bad-fraction':
      return { key: 'sharePickItems' };
    case 'over-claimed':
    case 'duplicate-line':
      return { key: 'someoneIsPaying' };
    case 'unknown-line':
      return { key: 'billChangedCheckShare' };
    case 'tip-over-share':
      return { key: 'tipOverShare' };
    case 'bad-tip':
      return { key: 'tipInvalid' };
  }
}
