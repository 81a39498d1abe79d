import {
  BRANCH_LIMITS,
  type TAdminBranch,
  type TBranchBody,
} from '@tableside/shared/contract/branch-admin';
import { BRAND_CURRENCIES } from '@tableside/shared/contract/setup';

/** The form as typed: '' in currency or country means "the brand's". */
export interface BranchValues {
  name: string;
  displayName: string;
  shortName: string;
  address: string;
  timeZone: string;
  currency: string;
  country: string;
  ownTerms: boolean;
  termsText: string;
}

export type BranchErrors = Partial<Record<keyof BranchValues, string>>;

export const BRANCH_FIELDS = [
  'name',
  'displayName',
  'shortName',
  'address',
  'timeZone',
  'currency',
  'country',
  'termsText',
] as const satisfies readonly (keyof BranchValues)[];

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const emptyBranch = (): BranchValues => ({
  name: '',
  displayName: '',
  shortName: '',
  address: '',
  timeZone: browserZone(),
  currency: '',
  country: '',
  ownTerms: false,
  termsText: '',
});

export const branchValuesOf = (branch: TAdminBranch): BranchValues => ({
  name: branch.name,
  displayName: branch.displayName,
  shortName: branch.shortName,
  address: branch.address,
  timeZone: branch.timeZone,
  currency: branch.currency ?? '',
  country: branch.country ?? '',
  ownTerms: branch.termsText !== null,
  termsText: branch.termsText ?? '',
});

/** A copy starts as its source under a new name the owner then changes. */
export const copyValuesOf = (branch: TAdminBranch): BranchValues => ({
  ...branchValuesOf(branch),
  name: `${branch.name} (copy)`,
  displayName: branch.displayName,
  shortName: `${branch.shortName}-2`.slice(0, 40),
});

/** 'The Brew Room, HSR' -> 'the-brew-room-hsr': what the short name field suggests. */
export const shortNameOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

const SHORT_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** What the form can tell before asking the server (which checks everything again). */
export function branchErrors(values: BranchValues): BranchErrors {
  const errors: BranchErrors = {};
  if (!values.name.trim()) errors.name = 'Enter the branch name';
  if (!values.displayName.trim()) errors.displayName = 'Enter the name guests see';
  if (!SHORT_NAME.test(values.shortName.trim())) {
    errors.shortName = 'Use 1 to 40 lowercase letters, digits or dashes';
  }
  if (values.address.length > BRANCH_LIMITS.address) {
    errors.address = `Keep it under ${BRANCH_LIMITS.address} characters`;
  }
  if (!values.timeZone) errors.timeZone = 'Pick the time zone';
  if (values.ownTerms && !values.termsText.trim()) {
    errors.termsText = "Write the branch's terms, or use the brand's";
  } else if (values.ownTerms && values.termsText.length > BRANCH_LIMITS.terms) {
    errors.termsText = `Keep it under ${BRANCH_LIMITS.terms} characters`;
  }
  return errors;
}

export function toBranchBody(values: BranchValues): TBranchBody {
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    shortName: values.shortName.trim(),
    address: values.address.trim(),
    timeZone: values.timeZone,
    currency: BRAND_CURRENCIES.find((code) => code === values.currency) ?? null,
    country: values.country || null,
    termsText: values.ownTerms ? values.termsText.trim() : null,
  };
}

/** The server's 400/409 names the field first ('shortName: ...'): shown under that field. */
export function serverFieldError(message: string): BranchErrors {
  const field = BRANCH_FIELDS.find((f) => message.startsWith(`${f}:`));
  return field ? { [field]: message.slice(field.length + 1).trim() } : {};
}
