import { ZBill } from '@tableside/shared/contract/bill';
import { ZDeviceId, ZNoOfGuest } from '@tableside/shared/contract/check-in';
import { ZEntityId, ZMoney, ZPhoneNo, ZTimeOfDay } from '@tableside/shared/contract/common';
import { ZPaymentStatus } from '@tableside/shared/contract/payment';
import {
  ZBranchPublic,
  ZBrandStyle,
  ZTenantPublic,
  ZZoneClock,
} from '@tableside/shared/contract/public';
import { ZShareReceiptLink } from '@tableside/shared/contract/receipt';
import { CHECK_IN_STATES, TABLE_VERIFICATION_STATES } from '@tableside/shared/domain/enums';
import { TABLE_TOKEN_PATTERN } from '@tableside/shared/domain/table-link';
import { z } from 'zod';

// The session-stored values of spec section 3, one schema per key. Stored values are read
// back through these schemas, so a value written by an older build (or edited by hand) reads
// as absent instead of crashing a screen. A lazy chunk: lib/storage loads it at boot, beside
// the first requests (docs/decisions/0006); import only types from it elsewhere.

/**
 * The scanned table (spec section 2 "Entry parameters"); brandId is the tenant id. `t` is the
 * table's token when the QR link carries one (branches that require tokens, issue 14).
 */
export const ZEntryIds = z.object({
  brandId: ZEntityId,
  branchId: ZEntityId,
  tableId: ZEntityId,
  t: z.string().regex(TABLE_TOKEN_PATTERN).optional(),
});
export type EntryIds = z.infer<typeof ZEntryIds>;

/** The guest as the identity steps learn them (spec section 3 "Customer details"). */
export const ZCustomerDetails = z.object({
  /** Country code plus number, as sent to check-in ('+919876543210'). */
  mobile: ZPhoneNo,
  id: ZEntityId.optional(),
  name: z.string().nullable().optional(),
  /** The primary guest of the table, greeted on /verify-pin. */
  primaryName: z.string().nullable().optional(),
  /** Asked for a NEW check-in only. */
  guests: ZNoOfGuest.optional(),
  terms: z.boolean().optional(),
  deviceId: ZDeviceId.optional(),
});
export type CustomerDetails = z.infer<typeof ZCustomerDetails>;

/**
 * What the guest typed on the entry form, until the check-in succeeds: reading the terms (or a
 * phone reloading the tab meanwhile) does not wipe it (issue 16). Scanning another table forgets it.
 */
export const ZEntryDraft = z.object({
  countryId: z.string().max(8),
  number: z.string().max(20),
  guests: ZNoOfGuest.nullable(),
  terms: z.boolean(),
});
export type EntryDraft = z.infer<typeof ZEntryDraft>;

/**
 * The visit just paid, kept by /payment-status while it clears the order's own keys: a reload
 * of that page still shows the amount, the receipt and the rating (issue 16). Not an order
 * key, so ending the table session keeps it; scanning another table forgets it.
 */
export const ZPaidVisit = z.object({
  orderId: ZEntityId,
  tenantName: z.string(),
  amount: ZMoney.nullable(),
  /** A split bill: the guest's own paid share's receipt link (decision 0019). */
  shareReceipt: ZShareReceiptLink.optional(),
});
export type PaidVisit = z.infer<typeof ZPaidVisit>;

export const SESSION_SCHEMAS = {
  Ids: ZEntryIds,
  tenant: ZTenantPublic,
  Branch: ZBranchPublic,
  OrderId: ZEntityId,
  CheckIn: z.enum(CHECK_IN_STATES),
  TableVerification: z.enum(TABLE_VERIFICATION_STATES),
  CustomerDetails: ZCustomerDetails,
  EntryDraft: ZEntryDraft,
  openingTime: ZTimeOfDay,
  closingTime: ZTimeOfDay,
  /** The branch's IANA zone: opening and closing times are wall-clock times there (DECISIONS). */
  timeZone: z.string().min(1),
  /** The zone's offset while it holds, as the branch settings sent it (decision 0036). */
  zoneClock: ZZoneClock,
  /** The branch's Last Call minutes when it set its own (issue 14); absent: the spec's 10. */
  lastCallMinutes: z.number().int().min(1).max(120),
  /** Active tab of the /order header (spec section 3). */
  activeOrderHeaderTab: z.number().int(),
  /** Active tab of the /home header. */
  activeHomeHeaderTab: z.number().int(),
  PaymentStatusAPIData: ZPaymentStatus,
  billInfo: ZBill,
  style: ZBrandStyle,
  PaidVisit: ZPaidVisit,
} as const;

export type SessionKey = keyof typeof SESSION_SCHEMAS;
export type SessionValue<K extends SessionKey> = z.output<(typeof SESSION_SCHEMAS)[K]>;

/** The device id kept in localStorage (spec section 3). */
export { ZDeviceId };
