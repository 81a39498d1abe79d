// A tip on a share: a percentage of the share or an amount the guest names. It is paid with
// the share but is never part of the bill: remaining, settled and revenue ignore it.
import { percentOf } from './money';

export const TIP_PERCENTS = [0, 5, 10, 15] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

export type TipChoice =
  | { kind: 'PERCENT'; percent: TipPercent }
  | { kind: 'CUSTOM'; amountMinor: number };

export type TipQuote =
  | { ok: true; tipMinor: number }
  | { ok: false; problem: 'bad-tip' | 'tip-over-share' };

/**
 * The tip on a share of `shareMinor` paise. A percentage is rounded to the paisa half up. A
 * named tip may be at most the share itself: more is nearly always a slip of the thumb (an
 * extra zero), and the guest is told rather than charged it.
 */
export function quoteTip(shareMinor: number, choice: TipChoice): TipQuote {
  if (choice.kind === 'PERCENT') {
    if (!TIP_PERCENTS.includes(choice.percent)) return { ok: false, problem: 'bad-tip' };
    return { ok: true, tipMinor: percentOf(shareMinor, choice.percent * 100) };
  }
  const tip = choice.amountMinor;
  if (!Number.isSafeInteger(tip) || tip < 0) return { ok: false, problem: 'bad-tip' };
  if (tip > shareMinor) return { ok: false, problem: 'tip-over-share' };
  return { ok: true, tipMinor: tip };
}
