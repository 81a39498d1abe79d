import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DiscardDialog } from '../../../components/ui/discard-dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { useDiscardGuard } from '../../../lib/use-discard-guard';
import { useStationWrite } from '../api/use-station-writes';
import {
  categorySections,
  emptyStation,
  inheritedIds,
  nameError,
  otherStationNames,
  type StationValues,
  sameValues,
  stationValuesOf,
} from '../lib/station-form';
import { CategoryChecklist } from './category-checklist';

interface Props {
  branchId: number;
  /** Absent for a new station. */
  station?: TKitchenStation;
  stations: readonly TKitchenStation[];
  categories: readonly TCatalogueCategory[];
  onDone: () => void;
}

/** A station's name and the categories it cooks; asks before unsaved changes are lost. */
export function StationEditor({ branchId, station, stations, categories, onDone }: Props) {
  const write = useStationWrite(branchId);
  const titleId = useId();
  const [base, setBase] = useState(station);
  const initial = base ? stationValuesOf(base) : emptyStation();
  const [values, setValues] = useState<StationValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const dirty = !sameValues(values, initial) && !write.isSuccess;
  const { dialogProps, requestClose } = useDiscardGuard(dirty, onDone);

  const serverError = write.error ? errorMessage(write.error) : null;
  const conflict = write.error instanceof ApiError && write.error.status === 409;
  const nameProblem =
    (submitted ? nameError(values.name) : undefined) ??
    (serverError?.startsWith('name:') ? serverError.slice(5).trim() : undefined);
  const latest = base && stations.find((s) => s.id === base.id);
  const checked = new Set(values.categoryIds);
  const stationId = base?.id ?? null;

  const set = (next: StationValues) => {
    if (!conflict) write.reset();
    setValues(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (nameError(values.name)) return;
    const body = { name: values.name.trim(), categoryIds: values.categoryIds };
    write.mutate(
      base
        ? { kind: 'update', stationId: base.id, body: { ...body, version: base.version } }
        : { kind: 'create', body },
      { onSuccess: onDone },
    );
  }

  return (
    <form className="station-editor" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{base ? `Edit ${base.name}` : 'New station'}</h2>
      <LabelledField label="Name" error={nameProblem} hint="Kitchen, Bar, Desserts...">
        {(input) => (
          <input
            {...input}
            value={values.name}
            maxLength={80}
            onChange={(event) => set({ ...values, name: event.target.value })}
          />
        )}
      </LabelledField>
      <h3 className="station-editor__subtitle">Categories it cooks</h3>
      <p className="station-editor__hint">
        Items of a ticked category show on this station's display. A sub-category goes with its
        parent unless another station ticks it.
      </p>
      <CategoryChecklist
        sections={categorySections(categories)}
        checked={checked}
        inherited={inheritedIds(values.categoryIds, stationId, stations, categories)}
        elsewhere={otherStationNames(stationId, stations)}
        onToggle={(id, on) =>
          set({
            ...values,
            categoryIds: on
              ? [...values.categoryIds, id]
              : values.categoryIds.filter((c) => c !== id),
          })
        }
      />
      {serverError && !nameProblem ? (
        <div className="station-editor__alert" role="alert">
          <p>{serverError}</p>
          {conflict && latest && latest.version !== base?.version ? (
            <Button
              onClick={() => {
                setBase(latest);
                setValues(stationValuesOf(latest));
                write.reset();
              }}
            >
              Load the saved version
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="station-editor__actions">
        <Button onClick={requestClose}>Cancel</Button>
        <Button variant="primary" type="submit" busy={write.isPending}>
          {base ? 'Save station' : 'Add station'}
        </Button>
      </div>
      <DiscardDialog what="this station" {...dialogProps} />
    </form>
  );
}
