import { z } from 'zod';
import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS } from '../domain/bill-equal-split';
import { MAX_CLAIM_DENOMINATOR } from '../domain/bill-fraction';
import { TIP_PERCENTS } from '../domain/bill-tips';
import { BILL_SHARE_WAYS, SHARE_RELEASE_REASONS } from '../domain/enums';
import { boundedText, intBetween, ZEntityId, ZMoney, ZUrl } from './common';

// Paying a split bill at the table (issue 17; decision 0019). Amounts are rupees on the wire,
// as everywhere; the domain (bill-shares.ts) works in paise. Nothing here is served yet: the
// routes come with the server side of the issue.

/** At most this many bill lines in one share: more lines than any table's bill has. */
export const MAX_SHARE_CLAIMS = 200;

/** Part of a bill line: 1/1 the whole of it, 1/2 half, 2/3 two of three coffees. */
export const ZShareClaim = z
  .object({
    lineKey: boundedText(200),
    numerator: intBetween(1, MAX_CLAIM_DENOMINATOR),
    denominator: intBetween(1, MAX_CLAIM_DENOMINATOR),
  })
  .refine((claim) => claim.numerator <= claim.denominator, {
    message: 'must be at most the whole line',
    path: ['numerator'],
  });
export type TShareClaim = z.infer<typeof ZShareClaim>;

/** How this share is made up (domain ShareRequest). */
export const ZShareWay = z.discriminatedUnion('way', [
  z.object({ way: z.literal('REMAINING') }),
  z.object({ way: z.literal('EQUAL'), parts: intBetween(MIN_SPLIT_PARTS, MAX_SPLIT_PARTS) }),
  z.object({
    way: z.literal('ITEMS'),
    claims: z
      .array(ZShareClaim)
      .min(1, 'must name at least one item')
      .max(MAX_SHARE_CLAIMS, `must name at most ${MAX_SHARE_CLAIMS} items`),
  }),
  z.object({ way: z.literal('AMOUNT'), amount: ZMoney.positive('must be more than 0') }),
]);
export type TShareWay = z.infer<typeof ZShareWay>;

export const ZTipChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PERCENT'), percent: z.literal(TIP_PERCENTS) }),
  z.object({ kind: z.literal('CUSTOM'), amount: ZMoney }),
]);
export type TTipChoice = z.infer<typeof ZTipChoice>;

/**
 * `POST /v1/order/payment/public/bill-share` (Idempotency-Key): open a gateway session for one
 * share. `expectedAmount` is the share the guest was shown (without the tip); a different quote
 * now answers 409 'The bill has changed. Please check your share again.' and charges nothing.
 */
export const ZShareRequest = z.object({
  orderId: ZEntityId,
  share: ZShareWay,
  tip: ZTipChoice,
  expectedAmount: ZMoney.positive('must be more than 0'),
});
export type TShareRequest = z.infer<typeof ZShareRequest>;

/** The session opened: the gateway charges `amount + tip` and the guest goes to `url`. */
export const ZShareSessionResponse = z.object({
  shareId: ZEntityId,
  sessionId: z.string().min(1),
  url: ZUrl,
  amount: ZMoney,
  tip: ZMoney,
});
export type TShareSessionResponse = z.infer<typeof ZShareSessionResponse>;

const ZFraction = z.object({
  numerator: z.number().int().min(0),
  denominator: z.number().int().positive(),
});

/** A share as every phone and the staff bill show it. */
export const ZBillShare = z.object({
  id: ZEntityId,
  payerName: z.string(),
  way: z.enum(BILL_SHARE_WAYS),
  amount: ZMoney,
  tip: ZMoney,
  status: z.enum(['HELD', 'PAID', 'RELEASED', 'REFUNDED']),
  method: z.enum(['ONLINE', 'CASH', 'CARD', 'UPI']),
  claims: z.array(z.object({ lineKey: z.string(), ...ZFraction.shape })),
  parts: z.number().int().positive().nullable(),
  /** Why a RELEASED share was let go (absent otherwise), so staff can tell a table. */
  releaseReason: z.enum(SHARE_RELEASE_REASONS).optional(),
});
export type TBillShare = z.infer<typeof ZBillShare>;

/** A bill line with who ordered it and who holds or paid which part of it. */
export const ZSplitBillLine = z.object({
  key: z.string(),
  itemName: z.string(),
  servingSizeName: z.string(),
  quantity: z.number().int().positive(),
  amount: ZMoney,
  /** Its part of the payable, charges, taxes and discount included. */
  due: ZMoney,
  orderedBy: z.array(z.string()),
  claimed: ZFraction,
  holders: z.array(
    z.object({
      shareId: ZEntityId,
      payerName: z.string(),
      status: z.enum(['HELD', 'PAID']),
      ...ZFraction.shape,
    }),
  ),
});
export type TSplitBillLine = z.infer<typeof ZSplitBillLine>;

/** `GET /v1/order/payment/public/split-bill?orderId=`: never cached; refetched on `billSharesUpdate`. */
export const ZSplitBill = z.object({
  orderId: ZEntityId,
  lines: z.array(ZSplitBillLine),
  payableAmount: ZMoney,
  paidAmount: ZMoney,
  heldAmount: ZMoney,
  remainingAmount: ZMoney,
  /** The equal split under way, if any: N, parts taken, and the next part. */
  split: z
    .object({
      parts: z.number().int().positive(),
      taken: z.number().int().min(0),
      nextPart: ZMoney,
    })
    .nullable(),
  shares: z.array(ZBillShare),
});
export type TSplitBill = z.infer<typeof ZSplitBill>;
