import { z } from 'zod';
import { STAFF_ROLES } from '../domain/enums';
import { PIN_FORMAT_MESSAGE, PIN_PATTERN, pinProblem } from '../domain/staff-pin';
import { boundedText } from './common';

// The quick-switch PIN of shared floor tablets: a member sets his own (or a manager sets it
// for him), and on a tablet already signed in a colleague of the same branch takes over with
// username and PIN. The PIN is stored as a scrypt hash like a password.

const STAFF_BASE = '/v1/staff';

export const STAFF_PIN_ROUTES = {
  /** PUT {ZSetStaffPinBody} -> 204; DELETE -> 204 (the signed-in member's own PIN) */
  myPin: `${STAFF_BASE}/auth/pin`,
  /** GET -> ZPinSwitchMembersResponse (who can take over this console) */
  pinSwitchMembers: `${STAFF_BASE}/auth/pin-switch/members`,
  /** POST {ZPinSwitchBody} -> ZStaffMe (ends this session, sets `ts_staff` to the new one) */
  pinSwitch: `${STAFF_BASE}/auth/pin-switch`,
  /** PUT :ZStaffAccountParams {ZSetStaffPinBody} -> 204; DELETE -> 204 (manageStaff) */
  staffAccountPin: `${STAFF_BASE}/accounts/:staffUserId/pin`,
} as const;

/** The PIN as typed: digits only, not trimmed or reshaped. */
const ZPinDigits = z.string().regex(PIN_PATTERN, PIN_FORMAT_MESSAGE);

/** A new PIN: 4 to 6 digits, not one a colleague guesses first (400 naming `pin`). */
export const ZSetStaffPinBody = z.object({
  pin: ZPinDigits.superRefine((pin, ctx) => {
    const problem = pinProblem(pin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type TSetStaffPinBody = z.infer<typeof ZSetStaffPinBody>;

export const ZPinSwitchBody = z.object({ username: boundedText(64), pin: ZPinDigits });
export type TPinSwitchBody = z.infer<typeof ZPinSwitchBody>;

/** A colleague with a PIN who works at one of this console's member's branches. */
export const ZPinSwitchMember = z.object({
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type TPinSwitchMember = z.infer<typeof ZPinSwitchMember>;

export const ZPinSwitchMembersResponse = z.object({ members: z.array(ZPinSwitchMember) });
export type TPinSwitchMembersResponse = z.infer<typeof ZPinSwitchMembersResponse>;

export const INVALID_PIN_MESSAGE = 'Wrong username or PIN';
export const PIN_OTHER_BRANCH_MESSAGE =
  'This member does not work at a branch of this tablet: sign in with the password instead';
export const PIN_LOCKED_MESSAGE =
  'Too many wrong PINs: quick switch is locked for this member. Sign in with the password, or ask a manager to set a new PIN';
