import { z } from 'zod';
import { BILL_ROUNDINGS, RATE_RULE_KINDS } from '../domain/enums';
import { boundedText, ZEntityId, ZId, ZMoney } from './common';

// The back office's charges and taxes (issue 14 item 4), action editBranchSettings. Every
// route is under a branch. A rule is a rate (percent, 2 decimals) or a fixed amount added once
// per bill, on every item or on chosen categories, added on top or inside the menu prices
// (inclusive). An order bills with the rules as they stood when it opened (its snapshot), so
// nothing here changes an open or past bill. Writes name the version they edited: 409 with the
// current state when someone saved in between.

export const PRICING_RULES_ROUTES = {
  rules: '/v1/staff/branches/:branchId/pricing-rules',
  create: '/v1/staff/branches/:branchId/pricing-rules/:ruleType',
  rule: '/v1/staff/branches/:branchId/pricing-rules/:ruleType/:ruleId',
  archive: '/v1/staff/branches/:branchId/pricing-rules/:ruleType/:ruleId/archive',
  order: '/v1/staff/branches/:branchId/pricing-rules/:ruleType/order',
  rounding: '/v1/staff/branches/:branchId/pricing-rounding',
  splitBill: '/v1/staff/branches/:branchId/pricing-split-bill',
} as const;

/** Charges (a service charge, a cover) come before taxes, which are levied on them too. */
export const PRICING_RULE_TYPES = ['charges', 'taxes'] as const;
export type TPricingRuleType = (typeof PRICING_RULE_TYPES)[number];

/** The order types a rule can apply to: every order is a dine-in order today. */
export const ORDER_TYPES = ['DINE_IN'] as const;

export const PRICING_LIMITS = { name: 60, categories: 200, rules: 50 } as const;

export const ZPricingVersion = z.number().int().min(1).max(2_147_483_647);

export const ZPricingBranchParams = z.object({ branchId: ZId });
export const ZPricingTypeParams = z.object({
  branchId: ZId,
  ruleType: z.enum(PRICING_RULE_TYPES),
});
export const ZPricingRuleParams = ZPricingTypeParams.extend({ ruleId: ZId });

export const ZPricingRule = z.object({
  id: ZEntityId,
  name: z.string(),
  kind: z.enum(RATE_RULE_KINDS),
  /** Percent (7.5 = 7.5 %); 0 for a fixed amount. */
  rate: z.number().min(0).max(100),
  /** Rupees added once per bill; 0 for a rate. */
  amount: ZMoney,
  orderTypes: z.array(z.enum(ORDER_TYPES)),
  /** Empty: every item. */
  categoryIds: z.array(ZEntityId),
  inclusive: z.boolean(),
  sortOrder: z.number().int(),
  version: ZPricingVersion,
});
export type TPricingRule = z.infer<typeof ZPricingRule>;

export const ZPricingRules = z.object({
  charges: z.array(ZPricingRule),
  taxes: z.array(ZPricingRule),
  rounding: z.enum(BILL_ROUNDINGS),
  /** 'Guests may split the bill' (issue 17, decision 0019); off by default. */
  splitBill: z.boolean(),
  /** The branch settings' version, which a rounding or split-bill change names. */
  roundingVersion: ZPricingVersion,
});
export type TPricingRules = z.infer<typeof ZPricingRules>;

const ZRuleFields = z.object({
  name: boundedText(PRICING_LIMITS.name),
  kind: z.enum(RATE_RULE_KINDS),
  rate: z
    .number()
    .multipleOf(0.01, 'must have at most 2 decimals')
    .min(0, 'must not be negative')
    .max(100, 'must be at most 100')
    .default(0),
  amount: ZMoney.default(0),
  orderTypes: z.array(z.enum(ORDER_TYPES)).min(1, 'choose at least one').default(['DINE_IN']),
  categoryIds: z.array(ZEntityId).max(PRICING_LIMITS.categories).default([]),
  inclusive: z.boolean().default(false),
});

function checkRule(rule: z.infer<typeof ZRuleFields>, ctx: z.RefinementCtx) {
  if (rule.kind === 'RATE' && rule.rate <= 0) {
    ctx.addIssue({ code: 'custom', path: ['rate'], message: 'must be more than 0' });
  }
  if (rule.kind === 'FIXED' && rule.amount <= 0) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be more than 0' });
  }
  if (rule.kind === 'FIXED' && rule.inclusive) {
    ctx.addIssue({
      code: 'custom',
      path: ['inclusive'],
      message: 'a fixed amount cannot be inside the prices',
    });
  }
  if (new Set(rule.categoryIds).size !== rule.categoryIds.length) {
    ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: 'lists a category twice' });
  }
  if (new Set(rule.orderTypes).size !== rule.orderTypes.length) {
    ctx.addIssue({ code: 'custom', path: ['orderTypes'], message: 'lists an order type twice' });
  }
}

export const ZCreatePricingRuleBody = ZRuleFields.superRefine(checkRule);
export type TCreatePricingRuleBody = z.infer<typeof ZCreatePricingRuleBody>;
export type TPricingRuleInput = z.input<typeof ZCreatePricingRuleBody>;

export const ZUpdatePricingRuleBody = ZRuleFields.extend({ version: ZPricingVersion }).superRefine(
  checkRule,
);
export type TUpdatePricingRuleBody = z.infer<typeof ZUpdatePricingRuleBody>;

/** Archive: the rule leaves the bills of orders opened from now on (open ones keep it). */
export const ZArchivePricingRuleBody = z.object({ version: ZPricingVersion });
export type TArchivePricingRuleBody = z.infer<typeof ZArchivePricingRuleBody>;

/** The new order of the branch's live charges (or taxes): every one of them, once. */
export const ZReorderPricingRulesBody = z.object({
  orderedIds: z.array(ZEntityId).min(1).max(PRICING_LIMITS.rules),
});
export type TReorderPricingRulesBody = z.infer<typeof ZReorderPricingRulesBody>;

export const ZRoundingBody = z.object({
  rounding: z.enum(BILL_ROUNDINGS),
  version: ZPricingVersion,
});
export type TRoundingBody = z.infer<typeof ZRoundingBody>;

/** 'Guests may split the bill', over the same settings version as the rounding. */
export const ZSplitBillSettingBody = z.object({
  splitBill: z.boolean(),
  version: ZPricingVersion,
});
export type TSplitBillSettingBody = z.infer<typeof ZSplitBillSettingBody>;

/** 409: someone else saved in between; `current` is the rule as it is now, if it still is. */
export const ZPricingConflict = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  current: z.union([ZPricingRule, ZPricingRules]).optional(),
});
export type TPricingConflict = z.infer<typeof ZPricingConflict>;

export const PRICING_CONFLICT_MESSAGE = 'Someone else changed this meanwhile';
