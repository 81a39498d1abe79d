import type { TStaffAccount, TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import { type FormEvent, useState } from 'react';
import { useUpdateStaffAccount } from '../api/use-update-staff-account';
import {
  type EditStaffValues,
  editErrors,
  editValuesOf,
  toUpdateBody,
  worksEverywhere,
} from '../lib/staff-account-form';
import { BranchCheckboxes } from './branch-checkboxes';
import { DisplayNameField } from './display-name-field';
import { RoleSelect } from './role-select';
import { StaffFormDialog } from './staff-form-dialog';

interface EditStaffDialogProps {
  account: TStaffAccount;
  branches: TStaffAccountBranch[];
  onClose: () => void;
}

/** Name, role and branches (deactivating has its own confirmation); mounted per account. */
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
    <StaffFormDialog
      title={`Edit ${account.displayName}`}
      formId="edit-staff"
      submitLabel="Save changes"
      busy={update.isPending}
      error={update.error}
      dirty={Object.keys(toUpdateBody(account, values)).length > 1}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="staff-form__username">Username: {account.username}</p>
      <DisplayNameField
        value={values.displayName}
        error={errors.displayName}
        onChange={(name) => set('displayName', name)}
      />
      <RoleSelect value={values.role} onChange={(role) => set('role', role)} />
      <BranchCheckboxes
        branches={branches}
        value={values.branchIds}
        onChange={(ids) => set('branchIds', ids)}
        everywhere={worksEverywhere(values.role)}
        error={errors.branchIds}
      />
    </StaffFormDialog>
  );
}
