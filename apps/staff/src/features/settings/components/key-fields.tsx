import { LabelledField } from '../../../components/ui/labelled-field';
import { type KeyField, secretNote } from '../lib/settings-form';

/** A provider's key inputs; secrets show only which one is saved (its last 4 characters). */
export function KeyFields(props: {
  fields: readonly KeyField[];
  typed: Record<string, string>;
  saved: { publicConfig: Record<string, string>; secretHints: Record<string, string> };
  onChange: (name: string, value: string) => void;
  disabled: boolean;
}) {
  const { fields, typed, saved, onChange, disabled } = props;
  return (
    <>
      {fields.map((field) => (
        <LabelledField
          key={field.name}
          label={field.label}
          hint={
            field.secret ? secretNote(saved.secretHints[field.name], typed[field.name]) : undefined
          }
        >
          {(p) => (
            <input
              {...p}
              type={field.secret ? 'password' : 'text'}
              value={
                typed[field.name] ?? (field.secret ? '' : (saved.publicConfig[field.name] ?? ''))
              }
              placeholder={field.placeholder}
              onChange={(e) => onChange(field.name, e.target.value)}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
            />
          )}
        </LabelledField>
      ))}
    </>
  );
}
