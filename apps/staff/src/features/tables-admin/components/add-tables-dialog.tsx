import type { TTableArea } from '@tableside/shared/contract/tables-admin';
import { parseTableRange } from '@tableside/shared/domain/table-range';
import { useState } from 'react';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { useTableWrite } from '../api/use-table-write';
import { AreaSelect } from './area-select';
import { GuardedFormDialog } from './guarded-form-dialog';
import { SeatsField, seatsError } from './seats-field';

const PREVIEW_MAX = 12;

/** 'T1-T30', 'Patio 1-5' or names separated by commas: all of them are added, or none. */
export function AddTablesDialog({
  branchId,
  areas,
  defaultAreaId,
  onClose,
}: {
  branchId: number;
  areas: TTableArea[];
  defaultAreaId: number | null;
  onClose: () => void;
}) {
  const write = useTableWrite(branchId);
  const [range, setRange] = useState('');
  const [seats, setSeats] = useState('4');
  const [areaId, setAreaId] = useState<number | null>(defaultAreaId);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseTableRange(range);
  const showRangeError = (submitted || range.trim() !== '') && !parsed.ok;
  const change = () => write.reset();

  const save = () => {
    setSubmitted(true);
    if (!parsed.ok || seatsError(seats)) return;
    write.mutate(
      { kind: 'addTables', body: { range, seats: Number(seats), areaId } },
      { onSuccess: onClose },
    );
  };

  const preview = parsed.ok
    ? `${parsed.names.length} table${parsed.names.length === 1 ? '' : 's'}: ${parsed.names
        .slice(0, PREVIEW_MAX)
        .join(', ')}${parsed.names.length > PREVIEW_MAX ? ', …' : ''}`
    : "For example 'T1-T30', 'Patio 1-5' or 'Bar, Window'";

  return (
    <GuardedFormDialog
      title="Add many tables"
      submitLabel={parsed.ok ? `Add ${parsed.names.length}` : 'Add tables'}
      dirty={range !== '' || seats !== '4' || areaId !== defaultAreaId}
      busy={write.isPending}
      error={write.error ? errorMessage(write.error) : null}
      onSubmit={save}
      onClose={onClose}
    >
      <LabelledField
        label="Tables"
        error={showRangeError && !parsed.ok ? parsed.error : undefined}
        hint={preview}
      >
        {(input) => (
          <input
            {...input}
            value={range}
            placeholder="T1-T30"
            onChange={(e) => {
              change();
              setRange(e.target.value);
            }}
          />
        )}
      </LabelledField>
      <SeatsField
        value={seats}
        onChange={(value) => {
          change();
          setSeats(value);
        }}
        showError={submitted}
      />
      <AreaSelect
        areas={areas}
        value={areaId}
        onChange={(value) => {
          change();
          setAreaId(value);
        }}
      />
    </GuardedFormDialog>
  );
}
