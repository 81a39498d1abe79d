import { PHONE_COUNTRIES, type PhoneCountry } from '@tableside/shared/domain/phone';
import { ChevronDown } from 'lucide-react';
import { flagOf } from '../lib/phone-input';
import './country-select.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface CountrySelectProps {
  country: PhoneCountry;
  onChange: (country: PhoneCountry) => void;
  disabled?: boolean;
}

/**
 * The country of the number: the phone's own picker (a native select, laid invisibly over a
 * compact '+91' face) is the most familiar and accessible list on a small screen.
 */
export function CountrySelect({ country, onChange, disabled }: CountrySelectProps) {
  const { t } = useTexts();
  return (
    <div className="ts-country-select">
      <span className="ts-country-select__face" aria-hidden="true">
        <span className="ts-country-select__flag">{flagOf(country)}</span>
        {/* '+91', not '91+', in a right-to-left line. */}
        <span dir="ltr">{country.dialCode}</span>
        <ChevronDown size={16} />
      </span>
      <select
        className="ts-country-select__native"
        aria-label={t('countryCode')}
        value={country.id}
        disabled={disabled}
        onChange={(event) => {
          const next = PHONE_COUNTRIES.find((c) => c.id === event.target.value);
          if (next) onChange(next);
        }}
      >
        {PHONE_COUNTRIES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.dialCode})
          </option>
        ))}
      </select>
    </div>
  );
}
