import type { TAdminTable, TTableArea } from '@tableside/shared/contract/tables-admin';
import { useState } from 'react';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { useTableWrite } from '../api/use-table-write';
import { AreaSelect } from './area-select';
import { GuardedFormDialog } from './guarded-form-dialog';
import { SeatsField, seatsError } from './seats-field';

/** Adds one table or edits one (name, seats, area). */
export function TableFormDialog({
  branchId,
  areas,
  table,
  defaultAreaId,
  onClose,
}: {
  branchId: number;
  areas: TTableArea[];
  table?: TAdminTable;
  defaultAreaId: number | null;
  onClose: () => void;
}) {
  const write = useTableWrite(branchId);
  const initial = {
    name: table?.name ?? '',
    seats: String(table?.seats ?? 4),
    areaId: table ? table.areaId : defaultAreaId,
  };
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const nameError = submitted && values.name.trim() === '' ? 'Enter a name, e.g. T12' : undefined;
  const dirty =
    values.name !== initial.name ||
    values.seats !== initial.seats ||
    values.areaId !== initial.areaId;
  const set = (change: Partial<typeof values>) => {
    write.reset();
    setValues((v) => ({ ...v, ...change }));
  };

  const save = () => {
    setSubmitted(true);
    if (values.name.trim() === '' || seatsError(values.seats)) return;
    const body = { name: values.name.trim(), seats: Number(values.seats), areaId: values.areaId };
    write.mutate(
      table
        ? { kind: 'updateTable', tableId: table.id, body: { ...body, version: table.version } }
        : { kind: 'createTable', body },
      { onSuccess: onClose },
    );
  };

  return (
    <GuardedFormDialog
      title={table ? `Edit table ${table.name}` : 'Add table'}
      submitLabel={table ? 'Save table' : 'Add table'}
      dirty={dirty}
      busy={write.isPending}
      error={write.error ? errorMessage(write.error) : null}
      onSubmit={save}
      onClose={onClose}
    >
      <LabelledField label="Table name" error={nameError} hint="Printed big on the QR card">
        {(input) => (
          <input
            {...input}
            value={values.name}
            maxLength={40}
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </LabelledField>
      <SeatsField value={values.seats} onChange={(seats) => set({ seats })} showError={submitted} />
      <AreaSelect areas={areas} value={values.areaId} onChange={(areaId) => set({ areaId })} />
    </GuardedFormDialog>
  );
}
