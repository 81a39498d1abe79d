// Tenants (brands), their branches and per-branch settings, charges and taxes.
import {
  BILL_ROUNDINGS,
  type BillRounding,
  RATE_RULE_KINDS,
  type RateRuleKind,
} from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, id, money, timestampTz } from './columns';

/** A brand is the tenant: every tenant-owned row carries `tenant_id` pointing here. */
export const brands = pgTable('brands', {
  id: id(),
  /** The spec's tenantName. */
  name: text('name').notNull(),
  /** Used in realtime channel names, hence unique. */
  shortName: text('short_name').notNull().unique(),
  databaseName: text('database_name').notNull(),
  stylesheetUrl: text('stylesheet_url'),
  fontFamily: text('font_family'),
  primaryImageUrl: text('primary_image_url'),
  secondaryImageUrl: text('secondary_image_url'),
  termsText: text('terms_text').notNull().default(''),
  serviceChargeText: text('service_charge_text').notNull().default(''),
  /** ISO 4217 code of the bill's currency; amounts are integers in its minor unit. */
  currency: text('currency').notNull().default('INR'),
  /** ISO 3166-1 alpha-2 country whose phone numbers guests enter by default. */
  country: text('country').notNull().default('IN'),
  /** The brand look set in the back office (logo, colours, font); NULL keeps the stylesheet. */
  theme: jsonb('theme').$type<BrandTheme>(),
  /** Optimistic concurrency of the brand look: a stale save gets 409. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

/** The brand's design tokens as the back office saves them (issue 14 item 5). */
export interface BrandTheme {
  primaryColor: string;
  secondaryColor: string;
  textColor: string;
  backgroundColor: string;
  /** One of the fonts shipped with the guest app (packages/shared/src/domain/brand-fonts.ts). */
  fontKey: string;
  logoMediaKey: string | null;
}

/** `tenant_id` column; declared here so every schema file references brands the same way. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => brands.id);

export const branches = pgTable(
  'branches',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    displayName: text('display_name').notNull(),
    address: text('address').notNull().default(''),
    /** NULL: the brand's currency, country and terms apply. */
    currency: text('currency'),
    country: text('country'),
    termsText: text('terms_text'),
    archivedAt: timestampTz('archived_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  // The cart channel is built from tenant and branch short names, so they must not collide.
  (t) => [unique('branches_tenant_short_name_uq').on(t.tenantId, t.shortName)],
);

const TIME_OF_DAY = `'^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$'`;

/** One row per branch (the spec's generalSettings[0]). */
export const branchSettings = pgTable(
  'branch_settings',
  {
    branchId: integer('branch_id')
      .primaryKey()
      .references(() => branches.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    /** 'HH:MM:SS' in `time_zone`; closing < opening means overnight, equal means always open. */
    openingTime: text('opening_time').notNull(),
    closingTime: text('closing_time').notNull(),
    /** IANA zone, e.g. 'Asia/Kolkata'. */
    timeZone: text('time_zone').notNull(),
    otpRequired: boolean('otp_required').notNull().default(true),
    /** Weekly windows, special days and last call (issue 14 item 3); NULL: the two times above. */
    hours: jsonb('hours').$type<BranchHoursSetting>(),
    /** Tables are identified by a per-table token in the QR link (on for back-office branches). */
    tableTokensRequired: boolean('table_tokens_required').notNull().default(false),
    /** How the bill's total is rounded: 'RUPEE' (nearest whole unit, the spec's round-off) or 'NONE'. */
    rounding: text('rounding').$type<BillRounding>().notNull().default('RUPEE'),
    /** 'Guests may split the bill' (issue 17): off, one guest pays the whole bill. */
    splitBillEnabled: boolean('split_bill_enabled').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('branch_settings_opening_time_ck', sql`${t.openingTime} ~ ${sql.raw(TIME_OF_DAY)}`),
    check('branch_settings_closing_time_ck', sql`${t.closingTime} ~ ${sql.raw(TIME_OF_DAY)}`),
    enumCheck('branch_settings_rounding_ck', t.rounding, BILL_ROUNDINGS),
  ],
);

/** A day's ordering windows, 'HH:MM' local; a window whose close <= open runs past midnight. */
export interface HoursWindow {
  open: string;
  close: string;
}

export interface BranchHoursSetting {
  /** Index 0 is Sunday, as Date#getDay. An empty day is closed. */
  weekly: HoursWindow[][];
  /** Holidays (closed) and special days (their own windows), 'YYYY-MM-DD' local. */
  specialDays: { date: string; closed: boolean; windows: HoursWindow[]; label: string }[];
  lastCallMinutes: number;
}

/** How a charge or tax applies (issue 14 item 4); shared by branch_charges and branch_taxes. */
const rateRuleColumns = () => ({
  /** 'RATE' uses rate_bp; 'FIXED' adds fixed_minor once per bill. */
  kind: text('kind').$type<RateRuleKind>().notNull().default('RATE'),
  fixedMinor: money('fixed_minor').notNull().default(0),
  /** Order types it applies to; today every order is DINE_IN. */
  orderTypes: text('order_types').array().notNull().default(sql`'{DINE_IN}'::text[]`),
  /** Categories whose items it applies to; empty means every item. */
  categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Included in the menu price (shown, not added) rather than added on top. */
  inclusive: boolean('inclusive').notNull().default(false),
  archivedAt: timestampTz('archived_at'),
  version: integer('version').notNull().default(1),
});

/** Charges (e.g. service charge) applied to a bill; rate in basis points (750 = 7.5%). */
export const branchCharges = pgTable(
  'branch_charges',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    rateBp: integer('rate_bp').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...rateRuleColumns(),
  },
  (t) => [
    index('branch_charges_branch_idx').on(t.branchId),
    check('branch_charges_rate_ck', sql`${t.rateBp} >= 0`),
    enumCheck('branch_charges_kind_ck', t.kind, RATE_RULE_KINDS),
  ],
);

/** Taxes (e.g. CGST, SGST) applied to a bill; rate in basis points (250 = 2.5%). */
export const branchTaxes = pgTable(
  'branch_taxes',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    rateBp: integer('rate_bp').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...rateRuleColumns(),
  },
  (t) => [
    index('branch_taxes_branch_idx').on(t.branchId),
    check('branch_taxes_rate_ck', sql`${t.rateBp} >= 0`),
    enumCheck('branch_taxes_kind_ck', t.kind, RATE_RULE_KINDS),
  ],
);
