// Tenants (brands), their branches and per-branch settings, charges and taxes.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

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
  createdAt: createdAt(),
});

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
  },
  (t) => [
    check('branch_settings_opening_time_ck', sql`${t.openingTime} ~ ${sql.raw(TIME_OF_DAY)}`),
    check('branch_settings_closing_time_ck', sql`${t.closingTime} ~ ${sql.raw(TIME_OF_DAY)}`),
  ],
);

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
  },
  (t) => [
    index('branch_charges_branch_idx').on(t.branchId),
    check('branch_charges_rate_ck', sql`${t.rateBp} >= 0`),
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
  },
  (t) => [
    index('branch_taxes_branch_idx').on(t.branchId),
    check('branch_taxes_rate_ck', sql`${t.rateBp} >= 0`),
  ],
);
