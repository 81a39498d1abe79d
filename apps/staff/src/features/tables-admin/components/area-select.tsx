import type { TTableArea } from '@tableside/shared/contract/tables-admin';
import { LabelledField } from '../../../components/ui/labelled-field';

/** The live areas to choose from; '' stands for none (no area, or every table). */
export function AreaSelect({
  areas,
  value,
  onChange,
  label = 'Area',
  noneLabel = 'No area',
}: {
  areas: TTableArea[];
  value: number | null;
  onChange: (areaId: number | null) => void;
  label?: string;
  noneLabel?: string;
}) {
  return (
    <LabelledField label={label}>
      {(input) => (
        <select
          {...input}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{noneLabel}</option>
          {areas
            .filter((a) => !a.archived)
            .map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
        </select>
      )}
    </LabelledField>
  );
}
