// Which pairs of a brand look's colours must read well, and what to say when one does not.
// A failing pair is the owner's call (a save is accepted), so this warns and suggests.
import type { BrandColors } from './brand-tokens';
import { AA_BODY, AA_LARGE, contrastRatio, formatRatio, suggestPassingColor } from './contrast';

export type BrandColorField = 'primaryColor' | 'secondaryColor' | 'textColor' | 'backgroundColor';

export interface ContrastCheck {
  /** The colour to change (the other one of the pair stays). */
  field: BrandColorField;
  against: BrandColorField;
  /** What the pair is used for, as the owner reads it. */
  use: string;
  minimum: number;
  ratio: number;
  passes: boolean;
  /** The nearest passing colour of the same hue for `field`, or null when it passes. */
  suggestion: string | null;
}

const PAIRS: readonly Pick<ContrastCheck, 'field' | 'against' | 'use' | 'minimum'>[] = [
  {
    field: 'textColor',
    against: 'backgroundColor',
    use: 'Text on the background',
    minimum: AA_BODY,
  },
  {
    field: 'primaryColor',
    against: 'backgroundColor',
    use: 'Buttons, tabs and headings on the background',
    minimum: AA_LARGE,
  },
];

export function brandContrastChecks(colors: BrandColors): ContrastCheck[] {
  return PAIRS.map((pair) => {
    const ratio = contrastRatio(colors[pair.field], colors[pair.against]);
    const passes = ratio >= pair.minimum;
    return {
      ...pair,
      ratio: Math.floor(ratio * 100) / 100,
      passes,
      suggestion: passes
        ? null
        : suggestPassingColor(colors[pair.field], colors[pair.against], pair.minimum),
    };
  });
}

/** 'Text on the background is 2.9:1; WCAG AA needs 4.5:1.' */
export const contrastWarningMessage = (check: ContrastCheck): string =>
  `${check.use} is ${formatRatio(check.ratio)}; WCAG AA needs ${formatRatio(check.minimum)}.`;
