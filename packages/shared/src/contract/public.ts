import { z } from 'zod';
import { TABLE_TOKEN_PATTERN } from '../domain/table-link';
import { ZEntityId, ZId, ZMediaRef, ZTimeOfDay, ZTimestamp } from './common';

// Lookups the guest app makes before check-in (spec section 7, "Tenant, branch, table").

/** `GET /v1/tenant/public?id={brandId}` and the terms call take the brand id as `id`. */
export const ZTenantQuery = z.object({ id: ZId });
export type TTenantQuery = z.infer<typeof ZTenantQuery>;

/**
 * A tenant (brand) as the public lookup shows it. The spec reads `databaseName`; it holds
 * the tenant's schema key, never a connection detail.
 */
export const ZTenantPublic = z.object({
  id: ZEntityId,
  tenantName: z.string(),
  databaseName: z.string(),
  shortName: z.string(),
});
export type TTenantPublic = z.infer<typeof ZTenantPublic>;

export const ZBranchQuery = z.object({ id: ZId });
export type TBranchQuery = z.infer<typeof ZBranchQuery>;

/**
 * The spec reads both `id` and `branchId`; both carry the branch id. `currency` (ISO 4217) and
 * `locale` (BCP 47) are how the guest app writes every amount (domain/money.ts formatMoney):
 * the branch's own, else its brand's.
 */
export const ZBranchPublic = z.object({
  id: ZEntityId,
  branchId: ZEntityId,
  branchName: z.string(),
  shortName: z.string(),
  displayName: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
});
export type TBranchPublic = z.infer<typeof ZBranchPublic>;

/**
 * The table's token from the QR link (`t`), sent when the link had one; a branch that requires
 * tokens answers an unknown table without the current one (issue 14).
 */
export const ZTableToken = z
  .string()
  // The token's own alphabet (base64url): no NUL, surrogate or other smuggled text reaches the
  // constant-time compare. The guest app never sends a link's malformed t.
  .regex(TABLE_TOKEN_PATTERN, 'is not a table token');

export const ZTableOrderQuery = z.object({
  tenantId: ZId,
  branchId: ZId,
  tableId: ZId,
  t: ZTableToken.optional(),
});
export type TTableOrderQuery = z.infer<typeof ZTableOrderQuery>;

/**
 * The table's state before check-in, from which the guest app derives its check-in state
 * (spec section 4). It carries no order id and no table PIN: anyone holding the table's QR
 * code may read it, and the PIN is what a joining guest must prove.
 */
export const ZTableOrderStatus = z.object({
  tableId: ZEntityId,
  tableNames: z.array(z.string()),
  isCustomerAssociateNotAssigned: z.boolean(),
  isOrderCheckOut: z.boolean(),
  isOpenOrder: z.boolean(),
});
export type TTableOrderStatus = z.infer<typeof ZTableOrderStatus>;

/** `GET /v1/branchSetting/public/all/:branchId` */
export const ZBranchSettingsParams = z.object({ branchId: ZId });
export type TBranchSettingsParams = z.infer<typeof ZBranchSettingsParams>;

/** The only filter the guest app uses; others are not offered. */
export const ZBranchSettingsQuery = z.object({
  branchSettingFilter: z.literal('GENERAL_SETTINGS'),
});
export type TBranchSettingsQuery = z.infer<typeof ZBranchSettingsQuery>;

/** `GET /v1/branchSetting/public?branchId=` (the second branch-settings query, DECISIONS). */
export const ZBranchSettingsByBranchQuery = z.object({ branchId: ZId });
export type TBranchSettingsByBranchQuery = z.infer<typeof ZBranchSettingsByBranchQuery>;

/** A zone's offset from UTC in minutes, and the instant it may change (`zoneClock` below). */
export const ZZoneClock = z.object({
  offsetMinutes: z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60),
  validUntil: ZTimestamp,
});
export type TZoneClock = z.infer<typeof ZZoneClock>;

/**
 * Ordering hours in the branch's IANA time zone. Closing before opening means overnight
 * hours; equal times mean open around the clock (DECISIONS, "Order-time window"). A branch
 * with weekly hours (issue 14) sends its current window, or the next one, as this pair, and
 * `lastCallMinutes` when it set its own Last Call length (absent: the spec's 10 minutes).
 */
export const ZGeneralSettings = z.object({
  orderOpeningTime: ZTimeOfDay,
  orderClosingTime: ZTimeOfDay,
  timeZone: z.string().min(1).max(64),
  /**
   * The zone's UTC offset now and until when it holds (at most a day ahead): the guest app
   * reads the branch's clock from it without Intl, whose first formatter costs a phone 50-80 ms
   * (decision 0036). Absent, or once past, the app asks Intl.
   */
  zoneClock: ZZoneClock.optional(),
  lastCallMinutes: z.number().int().min(1).max(120).optional(),
  /** Present (true) when the branch lets guests split the bill (issue 17, decision 0019). */
  splitBill: z.literal(true).optional(),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

/** The spec reads `generalSettings[0]`, so the list is never empty. */
export const ZBranchSettings = z.object({ generalSettings: z.array(ZGeneralSettings).min(1) });
export type TBranchSettings = z.infer<typeof ZBranchSettings>;

/** `GET /color-setting/tenant/:brandId` (no /v1, DECISIONS). */
export const ZBrandStyleParams = z.object({ brandId: ZId });
export type TBrandStyleParams = z.infer<typeof ZBrandStyleParams>;

/** A brand's look: stylesheet (`file`), font and two logos. */
export const ZBrandStyle = z.object({
  file: ZMediaRef,
  fontFamily: z.string().min(1),
  primaryImage: ZMediaRef,
  secondaryImage: ZMediaRef,
});
export type TBrandStyle = z.infer<typeof ZBrandStyle>;

/**
 * The brand style call's answer: null for a brand without a style (every new brand until it
 * saves a look), and the app falls back to its default tokens and Roboto Condensed (spec
 * section 7). Not a 404: that is normal, and the browser would log a 404 as an error on every
 * guest's first screen (issue 16). An unknown brand still answers 404.
 */
export const ZBrandStyleAnswer = ZBrandStyle.nullable();
export type TBrandStyleAnswer = z.infer<typeof ZBrandStyleAnswer>;

/**
 * The terms call's query: the brand's `id`, and the guest's branch when known, whose own terms
 * (set in the back office) replace the brand's on /terms/conditions.
 */
export const ZTermsQuery = ZTenantQuery.extend({ branchId: ZId.optional() });
export type TTermsQuery = z.infer<typeof ZTermsQuery>;

/**
 * Text of the /terms pages (query: ZTermsQuery). The wording is per brand (spec section 6):
 * `termsText` for /terms/conditions (a branch's own when it has one), `serviceChargeText` for
 * any other type.
 */
export const ZBrandTerms = z.object({
  termsText: z.string(),
  serviceChargeText: z.string(),
});
export type TBrandTerms = z.infer<typeof ZBrandTerms>;
