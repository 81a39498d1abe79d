import { ZCatalogueResponse } from '@tableside/shared/contract/catalogue';
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import { PRICING_RULES_ROUTES, ZPricingRules } from '@tableside/shared/contract/pricing-rules';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const pricingKey = (branchId: number) => ['pricing-rules', branchId] as const;

/** The branch's live charges and taxes in bill order, and its rounding. */
export function usePricingRules(branchId: number) {
  return useQuery({
    queryKey: pricingKey(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(PRICING_RULES_ROUTES.rules, { branchId }),
        schema: ZPricingRules,
      }),
  });
}

/** The menu's live categories (the menu editor's catalogue call), for rules on some of them. */
export function useRuleCategories(branchId: number) {
  return useQuery({
    queryKey: ['catalogue', branchId] as const,
    queryFn: () =>
      apiRequest({
        path: buildPath(CATALOGUE_ROUTES.catalogue, { branchId }),
        schema: ZCatalogueResponse,
      }),
    select: (catalogue) => catalogue.categories.filter((category) => !category.archived),
  });
}
