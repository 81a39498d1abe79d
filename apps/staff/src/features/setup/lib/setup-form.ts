import { BRAND_CURRENCIES, type TSetupBody, ZSetupBody } from '@tableside/shared/contract/setup';
import { USERNAME_TAKEN_MESSAGE } from '@tableside/shared/contract/staff-accounts';
import { passwordProblem } from '@tableside/shared/domain/password-strength';

// The setup page's form: what the owner types, checked by the same schema the server uses,
// turned into the body of POST /v1/setup.

export interface SetupFormValues {
  username: string;
  displayName: string;
  password: string;
  confirmPassword: string;
  brandName: string;
  currency: string;
  country: string;
  branchName: string;
  /** null until the owner edits it: then it follows brand and branch names. */
  branchDisplayName: string | null;
  timeZone: string;
  /** 'HH:MM' from <input type="time">. */
  opensAt: string;
  closesAt: string;
}

export type SetupField = keyof SetupFormValues;
export type SetupErrors = Partial<Record<SetupField, string>>;

/** Body paths (as the schema and the server's 400 name them) and the form field of each. */
const FIELD_OF_PATH: Record<string, SetupField> = {
  'owner.username': 'username',
  'owner.displayName': 'displayName',
  'owner.password': 'password',
  'brand.name': 'brandName',
  'brand.currency': 'currency',
  'brand.country': 'country',
  'branch.name': 'branchName',
  'branch.displayName': 'branchDisplayName',
  'branch.timeZone': 'timeZone',
  'branch.openingTime': 'opensAt',
  'branch.closingTime': 'closesAt',
};

export function initialSetupValues(browserTimeZone: string): SetupFormValues {
  return {
    username: '',
    displayName: '',
    password: '',
    confirmPassword: '',
    brandName: '',
    currency: BRAND_CURRENCIES[0],
    country: 'IN',
    branchName: '',
    branchDisplayName: null,
    timeZone: browserTimeZone,
    opensAt: '11:00',
    closesAt: '23:00',
  };
}

/** What guests see as the branch's name unless the owner writes his own. */
export function branchDisplayNameOf(values: SetupFormValues): string {
  if (values.branchDisplayName !== null) return values.branchDisplayName;
  const parts = [values.brandName.trim(), values.branchName.trim()].filter(Boolean);
  return parts.join(' · ');
}

const withSeconds = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

export function toSetupBody(values: SetupFormValues, token: string): TSetupBody {
  return {
    token,
    owner: {
      username: values.username.trim(),
      displayName: values.displayName.trim(),
      password: values.password,
    },
    brand: {
      name: values.brandName.trim(),
      currency: values.currency as TSetupBody['brand']['currency'],
      country: values.country,
    },
    branch: {
      name: values.branchName.trim(),
      displayName: branchDisplayNameOf(values).trim(),
      timeZone: values.timeZone,
      openingTime: withSeconds(values.opensAt),
      closingTime: withSeconds(values.closesAt),
    },
  };
}

const sentence = (message: string) =>
  message === 'is required' ? 'Required' : message.charAt(0).toUpperCase() + message.slice(1);

/** Every field's first problem, by the server's own schema; empty when the form may be sent. */
export function setupFormErrors(values: SetupFormValues): SetupErrors {
  const errors: SetupErrors = {};
  const parsed = ZSetupBody.safeParse(toSetupBody(values, 'form'));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')];
    if (field && !errors[field]) errors[field] = sentence(issue.message);
  }
  if (!errors.password && values.confirmPassword !== values.password) {
    errors.confirmPassword = 'The two passwords differ';
  }
  return errors;
}

/** The live hint under the password field while the owner types. */
export function passwordHint(values: SetupFormValues): string | null {
  if (!values.password) return null;
  return passwordProblem(values.password, values.username) ?? 'Strong enough';
}

/**
 * The field a server refusal names ('owner.password: Use at least 10 characters'), with its
 * message, so it shows under that field; null when it names none of them.
 */
export function serverFieldError(message: string): { field: SetupField; message: string } | null {
  if (message === USERNAME_TAKEN_MESSAGE) return { field: 'username', message };
  const match = /^([\w.]+): (.+)$/.exec(message);
  const field = match?.[1] ? FIELD_OF_PATH[match[1]] : undefined;
  return field && match?.[2] ? { field, message: sentence(match[2]) } : null;
}
