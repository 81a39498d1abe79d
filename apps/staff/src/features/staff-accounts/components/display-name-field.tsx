import { LabelledField } from '../../../components/ui/labelled-field';

/** The member's name as colleagues see it; another person's, so the browser fills nothing. */
export function DisplayNameField(props: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField label="Display name" error={props.error}>
      {(p) => (
        <input
          {...p}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          autoComplete="off"
        />
      )}
    </LabelledField>
  );
}
