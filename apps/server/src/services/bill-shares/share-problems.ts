import type { ShareProblem } from '@tableside/shared/domain/bill-shares';
import type { TipQuote } from '@tableside/shared/domain/bill-tips';
import { formatInr, toMajor } from '@tableside/shared/domain/money';
import { AppError, badRequest } from '../../lib/app-error';

/** What a guest whose share no longer fits is told; the app refetches and quotes again. */
export const BILL_CHANGED = 'The bill has changed. Please check your share again.';

/**
 * A refused share: 400 naming the field for a request that can never be right, 409 for one
 * the table's other shares got in the way of (the guest checks the bill again).
 */
export function shareProblemError(
  problem: ShareProblem,
  context: { availableMinor: number; payingRest: string | null; splitParts?: number },
): AppError {
  switch (problem) {
    case 'no-items':
      return badRequest('share.claims: must name at least one item');
    case 'duplicate-line':
      return badRequest('share.claims: must name each item once');
    case 'bad-fraction':
      return badRequest('share.claims: must be a part of an item, at most the whole of it');
    case 'bad-amount':
      return badRequest('share.amount: must be more than 0');
    case 'bad-parts':
      return badRequest('share.parts: must be between 2 and 30');
    case 'over-claimed':
      return new AppError('CONFLICT', 'Someone is already paying for one of these items.');
    case 'over-remaining':
      return new AppError(
        'CONFLICT',
        `share.amount: must be at most what remains, ${formatInr(toMajor(context.availableMinor))}`,
      );
    case 'split-differs':
      return new AppError(
        'CONFLICT',
        `The table is already splitting the bill ${context.splitParts} ways.`,
      );
    case 'split-complete':
      return new AppError('CONFLICT', 'Every part of the equal split is taken.');
    case 'nothing-to-pay':
      return new AppError(
        'CONFLICT',
        context.payingRest ? `${context.payingRest} is paying the rest of the bill.` : BILL_CHANGED,
      );
    case 'unknown-line':
      return new AppError('CONFLICT', BILL_CHANGED);
  }
}

export function tipProblemError(quote: Extract<TipQuote, { ok: false }>): AppError {
  return quote.problem === 'tip-over-share'
    ? badRequest('tip.amount: must be at most the share itself')
    : badRequest('tip: must be 0, 5, 10 or 15 % or an amount of 0 or more');
}
