import type { TAdminBranch, TBrandDefaults } from '@tableside/shared/contract/branch-admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DiscardDialog } from '../../../components/ui/discard-dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { useDiscardGuard } from '../../../lib/use-discard-guard';
import { useBranchWrite } from '../api/use-branch-write';
import {
  type BranchValues,
  branchErrors,
  branchValuesOf,
  copyValuesOf,
  emptyBranch,
  serverFieldError,
  shortNameOf,
  toBranchBody,
} from '../lib/branch-form';
import { BranchFields } from './branch-fields';

export type BranchFormMode =
  | { kind: 'create' }
  | { kind: 'edit'; branch: TAdminBranch }
  | { kind: 'copy'; source: TAdminBranch };

interface BranchFormDialogProps {
  mode: BranchFormMode;
  brand: TBrandDefaults;
  /** The branch as the list has it now (after a 409 the list reloads). */
  latest?: TAdminBranch;
  onClose: () => void;
}

const initialOf = (mode: BranchFormMode): BranchValues =>
  mode.kind === 'create'
    ? emptyBranch()
    : mode.kind === 'edit'
      ? branchValuesOf(mode.branch)
      : copyValuesOf(mode.source);

const TITLES = { create: 'Add branch', edit: 'Edit branch', copy: 'Copy to a new branch' };
const SUBMITS = { create: 'Add branch', edit: 'Save', copy: 'Create copy' };

/** Add, edit or copy a branch; leaving with unsaved changes asks first. */
export function BranchFormDialog({ mode, brand, latest, onClose }: BranchFormDialogProps) {
  const write = useBranchWrite();
  const [base, setBase] = useState(mode.kind === 'edit' ? mode.branch : undefined);
  const [initial, setInitial] = useState(() => initialOf(mode));
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial) && !write.isSuccess;
  const { dialogProps, requestClose } = useDiscardGuard(dirty, onClose);

  const serverError = write.error ? errorMessage(write.error) : null;
  const fieldErrors = serverError ? serverFieldError(serverError) : {};
  const errors = { ...fieldErrors, ...(submitted ? branchErrors(values) : {}) };
  const stale =
    write.error instanceof ApiError && write.error.status === 409 && base && latest
      ? latest.version !== base.version
      : false;

  const set = <K extends keyof BranchValues>(field: K, value: BranchValues[K]) => {
    write.reset();
    setValues((v) => ({ ...v, [field]: value }));
  };
  const onNameChange = (name: string) => {
    write.reset();
    setValues((v) =>
      mode.kind === 'create' && v.shortName === shortNameOf(v.name)
        ? { ...v, name, shortName: shortNameOf(name) }
        : { ...v, name },
    );
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(branchErrors(values)).length > 0) return;
    const body = toBranchBody(values);
    write.mutate(
      mode.kind === 'create'
        ? { kind: 'create', body }
        : mode.kind === 'copy'
          ? { kind: 'copy', sourceId: mode.source.id, body }
          : {
              kind: 'update',
              branchId: mode.branch.id,
              body: { ...body, version: (base ?? mode.branch).version },
            },
      { onSuccess: onClose },
    );
  }

  return (
    <>
      <Dialog
        open
        title={TITLES[mode.kind]}
        onClose={requestClose}
        actions={
          <>
            <Button onClick={requestClose}>Cancel</Button>
            <Button type="submit" form="branch-form" variant="primary" busy={write.isPending}>
              {SUBMITS[mode.kind]}
            </Button>
          </>
        }
      >
        <form id="branch-form" className="branch-form" onSubmit={submit} noValidate>
          {mode.kind === 'copy' ? (
            <p className="branch-form__note">
              The new branch gets {mode.source.name}'s menu with its prices, its tables and areas
              (with new QR codes), its hours, charges, taxes and kitchen stations.
            </p>
          ) : null}
          <BranchFields
            values={values}
            errors={errors}
            brand={brand}
            set={set}
            onNameChange={onNameChange}
          />
          {serverError && Object.keys(fieldErrors).length === 0 ? (
            <div className="branch-form__error" role="alert">
              <p>{serverError}</p>
              {stale && latest ? (
                <Button
                  onClick={() => {
                    const fresh = branchValuesOf(latest);
                    setBase(latest);
                    setInitial(fresh);
                    setValues(fresh);
                    write.reset();
                  }}
                >
                  Load the saved version
                </Button>
              ) : null}
            </div>
          ) : null}
        </form>
      </Dialog>
      <DiscardDialog what="this branch" {...dialogProps} />
    </>
  );
}
