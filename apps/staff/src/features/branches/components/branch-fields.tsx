import type { TBrandDefaults } from '@tableside/shared/contract/branch-admin';
import { BRAND_CURRENCIES } from '@tableside/shared/contract/setup';
import { findCountry, PHONE_COUNTRIES } from '@tableside/shared/domain/phone';
import { LabelledField } from '../../../components/ui/labelled-field';
import { timeZoneOptions } from '../../../lib/time-zones';
import type { BranchErrors, BranchValues } from '../lib/branch-form';

interface BranchFieldsProps {
  values: BranchValues;
  errors: BranchErrors;
  brand: TBrandDefaults;
  set: <K extends keyof BranchValues>(field: K, value: BranchValues[K]) => void;
  /** Typing the name fills the short name until the owner edits it. */
  onNameChange: (name: string) => void;
}

export function BranchFields({ values, errors, brand, set, onNameChange }: BranchFieldsProps) {
  const brandCountry = findCountry(brand.country)?.name ?? brand.country;
  return (
    <div className="branch-fields">
      <LabelledField label="Branch name" error={errors.name} hint="What staff call it">
        {(p) => <input {...p} value={values.name} onChange={(e) => onNameChange(e.target.value)} />}
      </LabelledField>
      <LabelledField label="Name guests see" error={errors.displayName}>
        {(p) => (
          <input
            {...p}
            value={values.displayName}
            onChange={(e) => set('displayName', e.target.value)}
          />
        )}
      </LabelledField>
      <LabelledField
        label="Short name"
        error={errors.shortName}
        hint="Lowercase letters, digits and dashes; unique in the brand"
      >
        {(p) => (
          <input
            {...p}
            value={values.shortName}
            onChange={(e) => set('shortName', e.target.value.toLowerCase())}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </LabelledField>
      <LabelledField label="Address" error={errors.address}>
        {(p) => (
          <textarea
            {...p}
            rows={3}
            value={values.address}
            onChange={(e) => set('address', e.target.value)}
          />
        )}
      </LabelledField>
      <LabelledField label="Time zone" error={errors.timeZone} hint="Order hours are in this zone">
        {(p) => (
          <select {...p} value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label="Currency" error={errors.currency}>
        {(p) => (
          <select {...p} value={values.currency} onChange={(e) => set('currency', e.target.value)}>
            <option value="">Brand's ({brand.currency})</option>
            {BRAND_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField
        label="Country for phone numbers"
        error={errors.country}
        hint="Guests' mobile numbers are checked against it"
      >
        {(p) => (
          <select {...p} value={values.country} onChange={(e) => set('country', e.target.value)}>
            <option value="">Brand's ({brandCountry})</option>
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.dialCode})
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <label className="branch-fields__check">
        <input
          type="checkbox"
          checked={values.ownTerms}
          onChange={(e) => set('ownTerms', e.target.checked)}
        />
        This branch has its own terms &amp; conditions
      </label>
      {values.ownTerms ? (
        <LabelledField
          label="Terms & conditions"
          error={errors.termsText}
          hint="Guests read these from the entry form; one clause per line"
        >
          {(p) => (
            <textarea
              {...p}
              rows={6}
              value={values.termsText}
              onChange={(e) => set('termsText', e.target.value)}
            />
          )}
        </LabelledField>
      ) : (
        <p className="branch-fields__note">Guests see the brand's terms &amp; conditions.</p>
      )}
    </div>
  );
}
