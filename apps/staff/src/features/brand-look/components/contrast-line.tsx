import type { ContrastCheck } from '@tableside/shared/domain/brand-contrast';
import { formatRatio } from '@tableside/shared/domain/contrast';

/** One pair's live ratio and its WCAG AA badge (the badge says it in words, not by colour). */
export function ContrastLine({ check }: { check: ContrastCheck }) {
  return (
    <p className="look-contrast">
      <span className="look-badge" data-pass={check.passes || undefined}>
        {check.passes ? 'AA pass' : 'AA fail'}
        <span className="visually-hidden">{` (needs ${formatRatio(check.minimum)})`}</span>
      </span>
      <span>
        {check.use}: <strong>{formatRatio(check.ratio)}</strong>
      </span>
    </p>
  );
}
