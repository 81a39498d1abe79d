import type { TStaffAccount, TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { useUpdateStaffAccount } from '../api/use-update-staff-account';
import {
  type EditStaffValues,
  editErrors,
  editValuesOf,
  toUpdateBody,
  worksEverywhere,
} from '../lib/staff-account-form';
import { BranchCheckboxes } from './branch-checkboxes';
import { RoleSelect } from './role-select';

interface EditStaffDialogProps {
  account: TStaffAccount;
  branches: TStaffAccountBranch[];
  onClose: () => void;
}

/** Name, role, branches and whether the member may sign in; mounted per account edited. */
export function EditStaffDialog({ account, branches, onClose }: EditStaffDialogProps) {
  const update = useUpdateStaffAccount();
  const [values, setValues] = useState<EditStaffValues>(() => editValuesOf(account));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? editErrors(values) : {};
  const set = <K extends keyof EditStaffValues>(field: K, value: EditStaffValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(editErrors(values)).length > 0) return;
    const body = toUpdateBody(account, values);
    if (Object.keys(body).length === 1) return onClose();
    update.mutate({ staffUserId: account.id, body }, { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      title={`Edit ${account.displayName}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="edit-staff" variant="primary" busy={update.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <form id="edit-staff" className="staff-form" onSubmit={submit} noValidate>
        <p className="staff-form__username">Username: {account.username}</p>
        <LabelledField label="Display name" error={errors.displayName}>
          {(p) => (
            <input
              {...p}
              value={values.displayName}
              onChange={(e) => set('displayName', e.target.value)}
              autoComplete="off"
            />
          )}
        </LabelledField>
        <RoleSelect value={values.role} onChange={(role) => set('role', role)} />
        <BranchCheckboxes
          branches={branches}
          value={values.branchIds}
          onChange={(ids) => set('branchIds', ids)}
          everywhere={worksEverywhere(values.role)}
          error={errors.branchIds}
        />
        <label className="staff-form__toggle">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          Active (can sign in)
        </label>
        {!values.active && account.active ? (
          <p className="field__hint">Saving signs them out on every device.</p>
        ) : null}
        {update.isError ? (
          <p className="staff-form__error" role="alert">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
