import {
  PRICING_RULES_ROUTES,
  ZArchivePricingRuleBody,
  ZCreatePricingRuleBody,
  ZPricingBranchParams,
  ZPricingRule,
  ZPricingRuleParams,
  ZPricingRules,
  ZPricingTypeParams,
  ZReorderPricingRulesBody,
  ZRoundingBody,
  ZSplitBillSettingBody,
  ZUpdatePricingRuleBody,
} from '@tableside/shared/contract/pricing-rules';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { branchScope } from '../../http/branch-scope';
import type { AppFastify } from '../../http/types';
import { archivePricingRule } from '../../services/pricing-rules/archive-pricing-rule';
import { createPricingRule } from '../../services/pricing-rules/create-pricing-rule';
import { readPricingRules } from '../../services/pricing-rules/pricing-rule-view';
import { reorderPricingRules } from '../../services/pricing-rules/reorder-pricing-rules';
import { setRounding } from '../../services/pricing-rules/set-rounding';
import { setSplitBill } from '../../services/pricing-rules/set-split-bill';
import { updatePricingRule } from '../../services/pricing-rules/update-pricing-rule';
import { PRICING_ERRORS } from './pricing-http';

const tags = ['charges and taxes'];
const noContent = { 204: z.null(), ...PRICING_ERRORS };

/** A branch's charges, taxes and rounding (issue 14 item 4); action editBranchSettings. */
export function chargesRoutes(app: AppFastify, { database, clock }: AppDeps): void {
  const { db } = database;

  app.get(
    PRICING_RULES_ROUTES.rules,
    {
      schema: {
        tags,
        summary: "The branch's live charges and taxes in bill order, and its rounding",
        params: ZPricingBranchParams,
        response: { 200: ZPricingRules, ...PRICING_ERRORS },
      },
    },
    async (req, reply) => {
      await branchScope(db, clock, req, req.params.branchId, 'editBranchSettings');
      return reply
        .header('cache-control', 'no-store')
        .send(await readPricingRules(db, req.params.branchId));
    },
  );

  app.post(
    PRICING_RULES_ROUTES.create,
    {
      schema: {
        tags,
        summary: 'Add a charge or a tax (orders opened from now on bill it)',
        params: ZPricingTypeParams,
        body: ZCreatePricingRuleBody,
        response: { 201: ZPricingRule, ...PRICING_ERRORS },
      },
    },
    async (req, reply) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editBranchSettings');
      return reply
        .code(201)
        .send(await createPricingRule(db, scope, req.params.ruleType, req.body));
    },
  );

  app.patch(
    PRICING_RULES_ROUTES.rule,
    {
      schema: {
        tags,
        summary: 'Change a charge or a tax (open orders keep what they opened with)',
        params: ZPricingRuleParams,
        body: ZUpdatePricingRuleBody,
        response: { 200: ZPricingRule, ...PRICING_ERRORS },
      },
    },
    async (req) => {
      const { branchId, ruleType: type, ruleId } = req.params;
      const scope = await branchScope(db, clock, req, branchId, 'editBranchSettings');
      return updatePricingRule(db, scope, { type, ruleId }, req.body);
    },
  );

  app.put(
    PRICING_RULES_ROUTES.archive,
    {
      schema: {
        tags,
        summary: 'Archive a charge or a tax (open orders keep it)',
        params: ZPricingRuleParams,
        body: ZArchivePricingRuleBody,
        response: noContent,
      },
    },
    async (req, reply) => {
      const { branchId, ruleType: type, ruleId } = req.params;
      const scope = await branchScope(db, clock, req, branchId, 'editBranchSettings');
      await archivePricingRule({ db, clock }, scope, { type, ruleId }, req.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    PRICING_RULES_ROUTES.order,
    {
      schema: {
        tags,
        summary: 'The order the bill lists the charges (or taxes) in',
        params: ZPricingTypeParams,
        body: ZReorderPricingRulesBody,
        response: noContent,
      },
    },
    async (req, reply) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editBranchSettings');
      await reorderPricingRules(db, scope, req.params.ruleType, req.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    PRICING_RULES_ROUTES.rounding,
    {
      schema: {
        tags,
        summary: "The branch's rounding of the payable: to the rupee or none",
        params: ZPricingBranchParams,
        body: ZRoundingBody,
        response: { 200: ZPricingRules, ...PRICING_ERRORS },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editBranchSettings');
      return setRounding(db, scope, req.body);
    },
  );

  app.put(
    PRICING_RULES_ROUTES.splitBill,
    {
      schema: {
        tags,
        summary: "'Guests may split the bill': each guest pays a share at the table",
        params: ZPricingBranchParams,
        body: ZSplitBillSettingBody,
        response: { 200: ZPricingRules, ...PRICING_ERRORS },
      },
    },
    async (req) => {
      const scope = await branchScope(db, clock, req, req.params.branchId, 'editBranchSettings');
      return setSplitBill(db, scope, req.body);
    },
  );
}
