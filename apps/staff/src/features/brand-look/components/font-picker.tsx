import { BRAND_FONTS, type BrandFontKey, fontStack } from '@tableside/shared/domain/brand-fonts';
import '../lib/font-faces';

interface FontPickerProps {
  value: BrandFontKey;
  onChange: (key: BrandFontKey) => void;
}

/** The shipped fonts as radio buttons, each option written in its own font. */
export function FontPicker({ value, onChange }: FontPickerProps) {
  return (
    <fieldset className="look-fonts">
      <legend>Font</legend>
      {BRAND_FONTS.map((font) => (
        <label
          key={font.key}
          className="look-fonts__option"
          style={{ fontFamily: fontStack(font) }}
        >
          <input
            type="radio"
            name="brand-font"
            value={font.key}
            checked={value === font.key}
            onChange={() => onChange(font.key)}
          />
          <span className="look-fonts__name">{font.label}</span>
          <span className="look-fonts__sample" aria-hidden="true">
            Masala Dosa ₹ 120
          </span>
        </label>
      ))}
    </fieldset>
  );
}
