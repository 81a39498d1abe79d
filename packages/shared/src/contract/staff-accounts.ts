import { z } from 'zod';
import { STAFF_ROLES } from '../domain/enums';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../domain/password-strength';
import { boundedText, text, ZEntityId, ZId } from './common';

// Staff accounts of a brand, managed by its owner and, for the floor and kitchen staff of their
// branches, its managers (action manageStaff; whose accounts: domain/staff-management.ts).
// Usernames are global (the sign-in body carries no tenant), hence 409 when another brand
// already has one.

/** 409 when creating an account whose username any brand already has. */
export const USERNAME_TAKEN_MESSAGE = 'This username is taken';

/** Lowercase, so two people never sign in as 'Meera' and 'meera'. */
export const ZStaffUsername = text()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9._-]{2,63}$/,
    'must be 3 to 64 lowercase letters, digits, dots, dashes or underscores',
  );

/** Checked against the shared strength rule (the username comes from the enclosing object). */
export const ZNewPassword = text({ verbatim: true })
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Adds the strength rule's message at `path` when the password is too weak. */
export function checkPasswordStrength(
  password: string,
  username: string,
  ctx: z.RefinementCtx,
  path: PropertyKey[],
) {
  const problem = passwordProblem(password, username);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path });
}

/** staff_users.version: every saved edit of name, role, branches or active raises it. */
const ZStaffAccountVersion = z.number().int().positive().max(2_147_483_647);

export const ZStaffAccountParams = z.object({ staffUserId: ZId });
export type TStaffAccountParams = z.infer<typeof ZStaffAccountParams>;

/** A staff account as the owner's Staff page lists it. */
export const ZStaffAccount = z.object({
  id: ZEntityId,
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  branchIds: z.array(ZEntityId),
  /** Whether a quick-switch PIN is set (never the PIN or its hash). */
  hasPin: z.boolean(),
  /** The version as read, sent back with an update: someone's edit in between makes it 409. */
  version: ZStaffAccountVersion,
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

/** A branch of the brand an account can be assigned to. */
export const ZStaffAccountBranch = z.object({
  id: ZEntityId,
  name: z.string(),
  displayName: z.string(),
});
export type TStaffAccountBranch = z.infer<typeof ZStaffAccountBranch>;

/**
 * Accounts by username and the branches they can be given: for an owner every account and
 * branch of the brand; for a manager the accounts of his branches and his branches.
 */
export const ZStaffAccountsResponse = z.object({
  accounts: z.array(ZStaffAccount),
  branches: z.array(ZStaffAccountBranch),
});
export type TStaffAccountsResponse = z.infer<typeof ZStaffAccountsResponse>;

const ZBranchIds = z
  .array(ZEntityId)
  .min(1, 'pick at least one branch')
  .max(200, 'must be at most 200 branches');

export const ZCreateStaffAccountBody = z
  .object({
    username: ZStaffUsername,
    displayName: boundedText(80),
    role: z.enum(STAFF_ROLES),
    password: ZNewPassword,
    branchIds: ZBranchIds,
  })
  .superRefine((body, ctx) =>
    checkPasswordStrength(body.password, body.username, ctx, ['password']),
  );
export type TCreateStaffAccountBody = z.infer<typeof ZCreateStaffAccountBody>;

/** Only the fields sent change; `version` is the one the editor read. */
export const ZUpdateStaffAccountBody = z.object({
  version: ZStaffAccountVersion,
  displayName: boundedText(80).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  branchIds: ZBranchIds.optional(),
  active: z.boolean().optional(),
});
export type TUpdateStaffAccountBody = z.infer<typeof ZUpdateStaffAccountBody>;

/** The username is read from the account, so the strength check runs on the server. */
export const ZResetStaffPasswordBody = z.object({ password: ZNewPassword });
export type TResetStaffPasswordBody = z.infer<typeof ZResetStaffPasswordBody>;
