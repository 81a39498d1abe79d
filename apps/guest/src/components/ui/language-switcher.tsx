import { ChevronDown } from 'lucide-react';
import { chooseLocale } from '../../lib/i18n/locale-store';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../lib/i18n/locales';
import { useTexts } from '../../lib/i18n/use-texts';
import './language-switcher.css';

/**
 * The header's language choice: the phone's own list (a native select) under a 44 px chip
 * that shows the language in use (the country picker's chevron: no icon more in the entry). Each language is named in itself.
 */
export function LanguageSwitcher() {
  const { locale, t } = useTexts();
  return (
    <label className="ts-language">
      <span aria-hidden="true" className="ts-language__short">
        {locale.toUpperCase()}
      </span>
      <ChevronDown aria-hidden="true" size={16} />
      <select
        className="ts-language__select"
        aria-label={t('language')}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
