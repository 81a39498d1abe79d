// Shared set-up of the charges and taxes tests: signed-in calls and the branch's rules.
import { PRICING_RULES_ROUTES, type TPricingRules } from '@tableside/shared/contract/pricing-rules';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';

export const BRANCH = 1;
export const OTHER_TENANT_BRANCH = 3;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

export const path = (template: string, params: Record<string, number | string>) =>
  Object.entries(params).reduce((url, [k, v]) => url.replace(`:${k}`, String(v)), template);

/** A back-office call as the signed-in member (`headers` from signIn). */
export function call(
  t: TestApp,
  headers: Record<string, string>,
  method: Method,
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

export async function readRules(
  t: TestApp,
  headers: Record<string, string>,
  branchId = BRANCH,
): Promise<TPricingRules> {
  const res = await call(t, headers, 'GET', path(PRICING_RULES_ROUTES.rules, { branchId }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const ruleUrl = (ruleType: 'charges' | 'taxes', ruleId: number, branchId = BRANCH) =>
  path(PRICING_RULES_ROUTES.rule, { branchId, ruleType, ruleId });

export const archiveUrl = (ruleType: 'charges' | 'taxes', ruleId: number, branchId = BRANCH) =>
  path(PRICING_RULES_ROUTES.archive, { branchId, ruleType, ruleId });

export const createUrl = (ruleType: 'charges' | 'taxes', branchId = BRANCH) =>
  path(PRICING_RULES_ROUTES.create, { branchId, ruleType });

export const roundingUrl = (branchId = BRANCH) => path(PRICING_RULES_ROUTES.rounding, { branchId });
