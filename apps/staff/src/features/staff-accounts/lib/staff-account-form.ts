import {
  type TCreateStaffAccountBody,
  type TStaffAccount,
  type TUpdateStaffAccountBody,
  ZCreateStaffAccountBody,
} from '@tableside/shared/contract/staff-accounts';
import type { StaffRole } from '@tableside/shared/domain/enums';
import { passwordProblem } from '@tableside/shared/domain/password-strength';

// The Staff page's forms: checked by the server's own schema and password rule before they
// are sent, and turned into the request bodies.

export interface NewStaffValues {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
  branchIds: number[];
}

export type NewStaffErrors = Partial<Record<keyof NewStaffValues, string>>;

const sentence = (message: string) =>
  message === 'is required' ? 'Required' : message.charAt(0).toUpperCase() + message.slice(1);

/** Owners work at every branch: their branch list is the brand's, whatever was ticked. */
export const worksEverywhere = (role: StaffRole) => role === 'OWNER';

export function toCreateBody(
  values: NewStaffValues,
  allBranchIds: number[],
): TCreateStaffAccountBody {
  return {
    username: values.username.trim(),
    displayName: values.displayName.trim(),
    role: values.role,
    password: values.password,
    branchIds: worksEverywhere(values.role) ? allBranchIds : values.branchIds,
  };
}

export function newStaffErrors(values: NewStaffValues, allBranchIds: number[]): NewStaffErrors {
  const parsed = ZCreateStaffAccountBody.safeParse(toCreateBody(values, allBranchIds));
  const errors: NewStaffErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof NewStaffValues | undefined;
    if (field && !errors[field]) errors[field] = sentence(issue.message);
  }
  return errors;
}

/** The live note under a new password: its first problem, or that it will do. */
export function passwordNote(password: string, username: string): string | null {
  if (!password) return null;
  return passwordProblem(password, username.trim()) ?? 'Strong enough';
}

export interface EditStaffValues {
  displayName: string;
  role: StaffRole;
  branchIds: number[];
  active: boolean;
}

export const editValuesOf = (account: TStaffAccount): EditStaffValues => ({
  displayName: account.displayName,
  role: account.role,
  branchIds: account.branchIds,
  active: account.active,
});

export function editErrors(
  values: EditStaffValues,
): Partial<Record<keyof EditStaffValues, string>> {
  const errors: Partial<Record<keyof EditStaffValues, string>> = {};
  if (!values.displayName.trim()) errors.displayName = 'Required';
  if (!worksEverywhere(values.role) && values.branchIds.length === 0) {
    errors.branchIds = 'Pick at least one branch';
  }
  return errors;
}

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

/** Only what changed, with the version the editor read (409 if someone changed it since). */
export function toUpdateBody(
  account: TStaffAccount,
  values: EditStaffValues,
): TUpdateStaffAccountBody {
  const body: TUpdateStaffAccountBody = { version: account.version };
  if (values.displayName.trim() !== account.displayName)
    body.displayName = values.displayName.trim();
  if (values.role !== account.role) body.role = values.role;
  if (values.active !== account.active) body.active = values.active;
  if (!worksEverywhere(values.role) && !sameIds(values.branchIds, account.branchIds)) {
    body.branchIds = values.branchIds;
  }
  return body;
}

/** Adds or removes one branch from a ticked list. */
export const toggleId = (ids: number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);
