import type { TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import { Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { useCreateStaffAccount } from '../api/use-create-staff-account';
import {
  type NewStaffValues,
  newStaffErrors,
  passwordNote,
  toCreateBody,
  worksEverywhere,
} from '../lib/staff-account-form';
import { temporaryPassword } from '../lib/staff-filter';
import { BranchCheckboxes } from './branch-checkboxes';
import { DisplayNameField } from './display-name-field';
import { RoleSelect } from './role-select';
import { StaffFormDialog } from './staff-form-dialog';

const EMPTY: NewStaffValues = {
  username: '',
  displayName: '',
  role: 'WAITER',
  password: '',
  branchIds: [],
};

interface CreateStaffDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account was made: its sign-in details, to be shown once. */
  onCreated: (details: { displayName: string; username: string; password: string }) => void;
  branches: TStaffAccountBranch[];
}

export function CreateStaffDialog({ open, onClose, onCreated, branches }: CreateStaffDialogProps) {
  const create = useCreateStaffAccount();
  const allIds = branches.map((b) => b.id);
  // One branch brand: ticked already, nothing to choose.
  const [values, setValues] = useState<NewStaffValues>(() => ({
    ...EMPTY,
    branchIds: allIds.length === 1 ? allIds : [],
  }));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? newStaffErrors(values, allIds) : {};
  const set = <K extends keyof NewStaffValues>(field: K, value: NewStaffValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  function close() {
    setValues({ ...EMPTY, branchIds: allIds.length === 1 ? allIds : [] });
    setSubmitted(false);
    create.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(newStaffErrors(values, allIds)).length > 0) return;
    const body = toCreateBody(values, allIds);
    create.mutate(body, {
      onSuccess: (account) => {
        close();
        onCreated({
          displayName: account.displayName,
          username: account.username,
          password: body.password,
        });
      },
    });
  }

  return (
    <StaffFormDialog
      open={open}
      title="Add staff member"
      formId="create-staff"
      submitLabel="Add"
      busy={create.isPending}
      error={create.error}
      dirty={values.username !== '' || values.displayName !== '' || values.password !== ''}
      onClose={close}
      onSubmit={submit}
    >
      <LabelledField label="Username" error={errors.username} hint="They sign in with it">
        {(p) => (
          <input
            {...p}
            value={values.username}
            onChange={(e) => set('username', e.target.value.toLowerCase())}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </LabelledField>
      <DisplayNameField
        value={values.displayName}
        error={errors.displayName}
        onChange={(name) => set('displayName', name)}
      />
      <RoleSelect value={values.role} onChange={(role) => set('role', role)} />
      <LabelledField
        label="Password"
        error={errors.password}
        hint={passwordNote(values.password, values.username)}
      >
        {(p) => (
          <input
            {...p}
            type="text"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </LabelledField>
      <Button onClick={() => set('password', temporaryPassword())}>
        <Wand2 aria-hidden="true" />
        Generate a temporary password
      </Button>
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
