import { useState } from 'react';
import './plain-header.css';
import { useTexts } from '../../lib/i18n/use-texts';
import { LanguageSwitcher } from './language-switcher';

export interface PlainHeaderProps {
  /** The brand's main logo (style call primaryImage). */
  primaryLogoUrl?: string | null;
  /** Shown when the main logo cannot load (style call secondaryImage). */
  secondaryLogoUrl?: string | null;
  /** The logo's text alternative, and the header's text when no logo loads. */
  brandName?: string | null;
  /** The header's text when the brand is unknown too (the table was not identified). */
  fallbackName?: string;
}

/**
 * The plain header of the identity and info pages (spec section 2): the brand's logo, centred.
 * The logo's box has a fixed height, so nothing moves when it (or its fallback) arrives.
 */
export function PlainHeader({
  primaryLogoUrl,
  secondaryLogoUrl,
  brandName,
  fallbackName = 'Tableside',
}: PlainHeaderProps) {
  const { t } = useTexts();
  const sources = [primaryLogoUrl, secondaryLogoUrl].filter((url): url is string => !!url);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const source = sources.find((url) => !failed.includes(url));
  return (
    <header className="ts-plain-header">
      <div className="ts-plain-header__inner">
        {source ? (
          <img
            key={source}
            className="ts-plain-header__logo"
            src={source}
            alt={brandName ?? t('restaurantLogo')}
            height={40}
            decoding="async"
            onError={() => setFailed((list) => [...list, source])}
          />
        ) : (
          <span className="ts-plain-header__name">{brandName ?? fallbackName}</span>
        )}
        <span className="ts-plain-header__end">
          <LanguageSwitcher />
        </span>
      </div>
    </header>
  );
}
