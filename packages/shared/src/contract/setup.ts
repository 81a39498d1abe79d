import { z } from 'zod';
import { PHONE_COUNTRIES } from '../domain/phone';
import { boundedText, text, ZTimeOfDay } from './common';
import { checkPasswordStrength, ZNewPassword, ZStaffUsername } from './staff-accounts';

// First-run setup: while no owner exists, a production server prints a one-time link to
// /staff/setup?token=...; the page creates the owner, the first brand and its first branch.

export const SETUP_LINK_INVALID_MESSAGE = 'This setup link is not valid or has expired';

/**
 * Currencies a brand can bill in. The gateways charge in the brand's currency and the guest app
 * writes amounts in the branch's (domain/money.ts formatMoney), but the console and the server's
 * texts still use the default rupees (formatInr): until they format each branch's own too,
 * offering another would show staff rupees for a bill charged in something else.
 */
export const BRAND_CURRENCIES = ['INR'] as const;

/** Guests' phone numbers are checked against this country's rule (domain/phone.ts). */
const COUNTRY_IDS = PHONE_COUNTRIES.map((c) => c.id) as [string, ...string[]];

/** Whether the runtime knows this IANA zone ('Asia/Kolkata'). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const ZSetupToken = text().min(1, 'is required').max(200, 'is not a setup token');

export const ZSetupStatusQuery = z.object({ token: ZSetupToken });
export type TSetupStatusQuery = z.infer<typeof ZSetupStatusQuery>;

/** Only a valid link answers 200; anything else is 404 with SETUP_LINK_INVALID_MESSAGE. */
export const ZSetupStatus = z.object({ valid: z.literal(true) });
export type TSetupStatus = z.infer<typeof ZSetupStatus>;

export const ZSetupOwner = z
  .object({
    username: ZStaffUsername,
    displayName: boundedText(80),
    password: ZNewPassword,
  })
  .superRefine((o, ctx) => checkPasswordStrength(o.password, o.username, ctx, ['password']));

export const ZSetupBrand = z.object({
  name: boundedText(80),
  currency: z.enum(BRAND_CURRENCIES).default('INR'),
  country: z.enum(COUNTRY_IDS, 'is not a country we can check phone numbers for').default('IN'),
});

export const ZSetupBranch = z.object({
  name: boundedText(80),
  displayName: boundedText(120),
  timeZone: text().max(64).refine(isKnownTimeZone, 'is not a known time zone'),
  openingTime: ZTimeOfDay,
  closingTime: ZTimeOfDay,
});

/** The owner, the brand and its first branch: what both the setup page and the CLI create. */
export const ZOwnerWithBrand = z.object({
  owner: ZSetupOwner,
  brand: ZSetupBrand,
  branch: ZSetupBranch,
});
export type TOwnerWithBrand = z.infer<typeof ZOwnerWithBrand>;

export const ZSetupBody = ZOwnerWithBrand.extend({ token: ZSetupToken });
export type TSetupBody = z.infer<typeof ZSetupBody>;
