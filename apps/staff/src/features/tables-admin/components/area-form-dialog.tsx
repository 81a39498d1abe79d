import type { TTableArea } from '@tableside/shared/contract/tables-admin';
import { useState } from 'react';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { useTableWrite } from '../api/use-table-write';
import { GuardedFormDialog } from './guarded-form-dialog';

/** Adds an area or renames one. */
export function AreaFormDialog({
  branchId,
  area,
  onClose,
}: {
  branchId: number;
  area?: TTableArea;
  onClose: () => void;
}) {
  const write = useTableWrite(branchId);
  const [name, setName] = useState(area?.name ?? '');
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && name.trim() === '' ? 'Enter a name, e.g. Terrace' : undefined;

  const save = () => {
    setSubmitted(true);
    if (name.trim() === '') return;
    const body = { name: name.trim() };
    write.mutate(
      area
        ? { kind: 'updateArea', areaId: area.id, body: { ...body, version: area.version } }
        : { kind: 'createArea', body },
      { onSuccess: onClose },
    );
  };

  return (
    <GuardedFormDialog
      title={area ? `Rename ${area.name}` : 'Add area'}
      submitLabel={area ? 'Save' : 'Add area'}
      dirty={name !== (area?.name ?? '')}
      busy={write.isPending}
      error={write.error ? errorMessage(write.error) : null}
      onSubmit={save}
      onClose={onClose}
    >
      <LabelledField label="Area name" error={missing}>
        {(input) => (
          <input
            {...input}
            value={name}
            maxLength={40}
            onChange={(e) => {
              write.reset();
              setName(e.target.value);
            }}
          />
        )}
      </LabelledField>
    </GuardedFormDialog>
  );
}
