import { z } from 'zod';
import { PHONE_COUNTRIES } from '../domain/phone';
import { boundedText, text, ZEntityId, ZId } from './common';
import { BRAND_CURRENCIES, isKnownTimeZone } from './setup';

// The owner's Branches page (issue 14 item 1, action manageBranches): the brand's branches,
// archived ones included, created, edited, archived and copied. Currency, country and terms
// left null follow the brand's; a save names the version it edited (409 when stale).

export const BRANCH_ADMIN_ROUTES = {
  /** GET -> ZAdminBranchesResponse; POST {ZBranchBody} -> 201 ZAdminBranch */
  branches: '/v1/staff/admin/branches',
  /** PATCH {ZUpdateBranchBody} -> ZAdminBranch */
  branch: '/v1/staff/admin/branches/:branchId',
  /** PUT {ZArchiveBranchBody} -> ZAdminBranch (409 while it has open orders) */
  archive: '/v1/staff/admin/branches/:branchId/archive',
  /** POST {ZBranchBody} -> 201 ZAdminBranch: a new branch with this one's menu, tables, settings */
  copy: '/v1/staff/admin/branches/:branchId/copy',
} as const;

export const BRANCH_LIMITS = { name: 80, displayName: 120, address: 300, terms: 4000 } as const;

/** 409 when another branch of the brand has the short name (it names realtime channels). */
export const SHORT_NAME_TAKEN_MESSAGE = 'shortName: another branch of this brand already uses it';
/** 409 on archiving a branch whose tables still have guests. */
export const BRANCH_HAS_OPEN_ORDERS_MESSAGE =
  'This branch has open orders; close them before archiving it';
/** 409 when the branch changed since it was read. */
export const BRANCH_CONFLICT_MESSAGE = 'Someone else changed this branch meanwhile';

/** Guests' phone numbers are checked against these countries' rules (domain/phone.ts). */
export const BRANCH_COUNTRIES = PHONE_COUNTRIES.map((c) => c.id) as [string, ...string[]];

/** Lowercase letters, digits and dashes: realtime channel names are built from it. */
export const ZBranchShortName = text()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,39}$/,
    'must be 1 to 40 lowercase letters, digits or dashes, starting with a letter or digit',
  );

const ZBranchVersion = z.number().int().min(1).max(2_147_483_647);

export const ZBranchAdminParams = z.object({ branchId: ZId });
export type TBranchAdminParams = z.infer<typeof ZBranchAdminParams>;

/** Everything the owner sets on a branch; null currency, country or terms = the brand's. */
export const ZBranchBody = z.object({
  name: boundedText(BRANCH_LIMITS.name),
  displayName: boundedText(BRANCH_LIMITS.displayName),
  shortName: ZBranchShortName,
  address: text({ multiline: true })
    .trim()
    .max(BRANCH_LIMITS.address, `must be at most ${BRANCH_LIMITS.address} characters`)
    .default(''),
  timeZone: text().max(64).refine(isKnownTimeZone, 'is not a known time zone'),
  currency: z.enum(BRAND_CURRENCIES, 'is not a currency the apps can show').nullable(),
  country: z.enum(BRANCH_COUNTRIES, 'is not a country we can check phone numbers for').nullable(),
  termsText: boundedText(BRANCH_LIMITS.terms, { multiline: true }).nullable(),
});
export type TBranchBody = z.infer<typeof ZBranchBody>;
export type TBranchBodyInput = z.input<typeof ZBranchBody>;

export const ZUpdateBranchBody = ZBranchBody.extend({ version: ZBranchVersion });
export type TUpdateBranchBody = z.infer<typeof ZUpdateBranchBody>;

export const ZArchiveBranchBody = z.object({ archived: z.boolean(), version: ZBranchVersion });
export type TArchiveBranchBody = z.infer<typeof ZArchiveBranchBody>;

export const ZAdminBranch = z.object({
  id: ZEntityId,
  name: z.string(),
  displayName: z.string(),
  shortName: z.string(),
  address: z.string(),
  timeZone: z.string(),
  currency: z.string().nullable(),
  country: z.string().nullable(),
  termsText: z.string().nullable(),
  archived: z.boolean(),
  version: ZBranchVersion,
});
export type TAdminBranch = z.infer<typeof ZAdminBranch>;

/** The brand's values a branch follows when it leaves its own null. */
export const ZBrandDefaults = z.object({
  currency: z.string(),
  country: z.string(),
  termsText: z.string(),
});
export type TBrandDefaults = z.infer<typeof ZBrandDefaults>;

export const ZAdminBranchesResponse = z.object({
  branches: z.array(ZAdminBranch),
  brand: ZBrandDefaults,
});
export type TAdminBranchesResponse = z.infer<typeof ZAdminBranchesResponse>;
