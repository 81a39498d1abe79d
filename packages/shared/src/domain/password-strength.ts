// The one rule for a staff password, checked live on the setup and staff pages and again by
// the server. Length does most of the work; the other checks refuse what a guesser tries first.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
const MIN_DISTINCT_CHARACTERS = 3;

/** Passwords that pass the length check but are among the first a guesser tries. */
const COMMON_PASSWORDS = new Set([
  'demo1234',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  '1234567890',
  '0123456789',
  '12345678910',
  'qwertyuiop',
  'qwerty12345',
  'qwerty123456',
  'iloveyou12',
  'letmein123',
  'welcome123',
  'admin12345',
  'administrator',
  'changeme123',
  'abcdefghij',
  'abcd123456',
  '1q2w3e4r5t',
  'restaurant',
  'tableside',
  'tableside1',
  'tableside123',
]);

/**
 * The first problem with `password` as a message for the person typing it, or null when it
 * is acceptable. `username` (when known) must not be part of it.
 */
export function passwordProblem(password: string, username = ''): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) {
    return 'Use more than a repeated character or two';
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common';
  const name = username.trim().toLowerCase();
  if (name.length > 0 && lower.includes(name)) return 'The password must not contain the username';
  return null;
}
