// The add/edit form of a charge or tax: what the inputs hold, what they may hold (the same
// limits as the server's contract) and the body and bill rule they make.
import type {
  TCreatePricingRuleBody,
  TPricingRule,
} from '@tableside/shared/contract/pricing-rules';
import { PRICING_LIMITS } from '@tableside/shared/contract/pricing-rules';
import type { BillRate } from '@tableside/shared/domain/bill';
import type { RateRuleKind } from '@tableside/shared/domain/enums';
import { isValidRupeeAmount, percentToBasisPoints, toMinor } from '@tableside/shared/domain/money';

export interface RuleValues {
  name: string;
  kind: RateRuleKind;
  /** Percent as typed ('7.5'). */
  rate: string;
  /** Rupees as typed ('50'). */
  amount: string;
  dineIn: boolean;
  allItems: boolean;
  categoryIds: number[];
  inclusive: boolean;
}

export type RuleErrors = Partial<Record<keyof RuleValues, string>>;

export function ruleValuesOf(rule?: TPricingRule): RuleValues {
  return {
    name: rule?.name ?? '',
    kind: rule?.kind ?? 'RATE',
    rate: rule && rule.kind === 'RATE' ? String(rule.rate) : '',
    amount: rule && rule.kind === 'FIXED' ? String(rule.amount) : '',
    dineIn: rule ? rule.orderTypes.includes('DINE_IN') : true,
    allItems: rule ? rule.categoryIds.length === 0 : true,
    categoryIds: rule?.categoryIds ?? [],
    inclusive: rule?.inclusive ?? false,
  };
}

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

export function ruleErrors(values: RuleValues): RuleErrors {
  const errors: RuleErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Enter a name';
  else if (name.length > PRICING_LIMITS.name) {
    errors.name = `At most ${PRICING_LIMITS.name} characters`;
  }
  if (values.kind === 'RATE') {
    const rate = Number(values.rate);
    if (!TWO_DECIMALS.test(values.rate.trim()) || rate <= 0 || rate > 100) {
      errors.rate = 'Enter a percentage above 0 and up to 100, at most 2 decimals';
    }
  } else {
    const amount = Number(values.amount);
    if (!TWO_DECIMALS.test(values.amount.trim()) || amount <= 0 || !isValidRupeeAmount(amount)) {
      errors.amount = 'Enter an amount above ₹0, at most 2 decimals';
    }
  }
  if (!values.dineIn) errors.dineIn = 'Choose at least one order type';
  if (!values.allItems && values.categoryIds.length === 0) {
    errors.categoryIds = 'Choose at least one category, or All items';
  }
  return errors;
}

export function toRuleBody(values: RuleValues): TCreatePricingRuleBody {
  const fixed = values.kind === 'FIXED';
  return {
    name: values.name.trim(),
    kind: values.kind,
    rate: fixed ? 0 : Number(values.rate),
    amount: fixed ? Number(values.amount) : 0,
    orderTypes: ['DINE_IN'],
    categoryIds: values.allItems ? [] : values.categoryIds,
    // Only a rate can be inside the prices.
    inclusive: fixed ? false : values.inclusive,
  };
}

/** The rule as the bill arithmetic reads it; what cannot be read yet counts as 0. */
export function valuesAsBillRate(values: RuleValues): BillRate {
  const body = toRuleBody(values);
  const valid = (n: number) => (Number.isFinite(n) && n >= 0 && n <= 20_000_000 ? n : 0);
  return {
    name: body.name || 'New rule',
    kind: body.kind,
    rateBasisPoints: percentToBasisPoints(Math.min(valid(body.rate), 100)),
    fixedMinor: toMinor(valid(body.amount)),
    categoryIds: body.categoryIds,
    inclusive: body.inclusive,
  };
}

export const ruleAsBillRate = (rule: TPricingRule): BillRate =>
  valuesAsBillRate(ruleValuesOf(rule));

export const sameValues = (a: RuleValues, b: RuleValues): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
