import { PRICING_RULES_ROUTES, type TPricingRule } from '@tableside/shared/contract/pricing-rules';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, branchTaxes } from '../../src/db/schema/index';
import { eatCategoryOf } from '../catalogue/catalogue-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  archiveUrl,
  BRANCH,
  call,
  createUrl,
  OTHER_TENANT_BRANCH,
  path,
  readRules,
  roundingUrl,
  ruleUrl,
} from './pricing-fixture';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

const asBody = (rule: TPricingRule) => {
  const { id: _, sortOrder: __, ...body } = rule;
  return body;
};

describe('the branch’s charges and taxes', () => {
  it('lists the demo rules in bill order with the rounding', async () => {
    const rules = await readRules(t, manager);
    expect(rules.charges.map((c) => [c.name, c.kind, c.rate, c.inclusive])).toEqual([
      ['Service Charge', 'RATE', 7.5, false],
    ]);
    expect(rules.taxes.map((c) => [c.name, c.rate])).toEqual([
      ['CGST', 2.5],
      ['SGST', 2.5],
    ]);
    expect(rules.charges[0]?.orderTypes).toEqual(['DINE_IN']);
    expect(rules.rounding).toBe('RUPEE');
  });

  it.each<[string, object, string]>([
    ['no name', { name: ' ', kind: 'RATE', rate: 5 }, 'name'],
    ['a rate of 0', { name: 'Tip', kind: 'RATE', rate: 0 }, 'rate: must be more than 0'],
    ['three decimals', { name: 'Tip', kind: 'RATE', rate: 5.125 }, 'rate'],
    ['over 100%', { name: 'Tip', kind: 'RATE', rate: 120 }, 'rate'],
    ['a fixed amount of 0', { name: 'Cover', kind: 'FIXED' }, 'amount: must be more than 0'],
    [
      'a fixed amount inside the prices',
      { name: 'Cover', kind: 'FIXED', amount: 20, inclusive: true },
      'inclusive: a fixed amount cannot be inside the prices',
    ],
    ['an unknown kind', { name: 'Tip', kind: 'PERCENT', rate: 5 }, 'kind'],
    [
      'an order type not sold',
      { name: 'Tip', kind: 'RATE', rate: 5, orderTypes: ['DELIVERY'] },
      'orderTypes',
    ],
    [
      'a category of nobody',
      { name: 'Tip', kind: 'RATE', rate: 5, categoryIds: [999_999] },
      'categoryIds: no such category',
    ],
  ])('answers 400 naming the field for %s', async (_what, body, message) => {
    const res = await call(t, manager, 'POST', createUrl('charges'), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await readRules(t, manager)).charges.map((c) => c.name)).toEqual(['Service Charge']);
  });

  it('adds, changes (409 on a stale version), reorders and archives a rule, each audited', async () => {
    const food = await eatCategoryOf(t, 1);
    const created = await call(t, manager, 'POST', createUrl('charges'), {
      name: 'Kitchen charge',
      kind: 'RATE',
      rate: 2.25,
      categoryIds: [food],
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule: TPricingRule = created.json();
    expect(rule).toMatchObject({ rate: 2.25, amount: 0, categoryIds: [food], version: 1 });

    const changed = await call(t, manager, 'PATCH', ruleUrl('charges', rule.id), {
      ...asBody(rule),
      kind: 'FIXED',
      amount: 49.5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'FIXED', rate: 0, amount: 49.5, version: 2 });
    const stale = await call(t, manager, 'PATCH', ruleUrl('charges', rule.id), {
      ...asBody(rule),
      name: 'Late edit',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Kitchen charge', version: 2 });

    const ids = (await readRules(t, manager)).charges.map((c) => c.id);
    expect(ids.at(-1)).toBe(rule.id);
    const orderUrl = path(PRICING_RULES_ROUTES.order, { branchId: BRANCH, ruleType: 'charges' });
    const partial = await call(t, manager, 'PUT', orderUrl, { orderedIds: [rule.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain('orderedIds');
    const reordered = await call(t, manager, 'PUT', orderUrl, { orderedIds: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(204);
    expect((await readRules(t, manager)).charges.map((c) => c.id)).toEqual([...ids].reverse());

    const staleArchive = await call(t, manager, 'PUT', archiveUrl('charges', rule.id), {
      version: 1,
    });
    expect(staleArchive.statusCode).toBe(409);
    const archived = await call(t, manager, 'PUT', archiveUrl('charges', rule.id), { version: 2 });
    expect(archived.statusCode, archived.body).toBe(204);
    expect((await readRules(t, manager)).charges.map((c) => c.id)).not.toContain(rule.id);
    const again = await call(t, manager, 'PUT', archiveUrl('charges', rule.id), { version: 3 });
    expect(again.statusCode).toBe(404);

    const trail = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(rule.id)), like(auditLog.action, 'pricing.%')));
    expect(trail.map((a) => a.action).sort()).toEqual([
      'pricing.charges.archive',
      'pricing.charges.create',
      'pricing.charges.update',
    ]);
  });

  it('sets the rounding over the settings version, 409 when stale', async () => {
    const { roundingVersion } = await readRules(t, manager);
    const set = await call(t, manager, 'PUT', roundingUrl(), {
      rounding: 'NONE',
      version: roundingVersion,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ rounding: 'NONE', roundingVersion: roundingVersion + 1 });
    const stale = await call(t, manager, 'PUT', roundingUrl(), {
      rounding: 'RUPEE',
      version: roundingVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ rounding: 'NONE' });
    const bad = await call(t, manager, 'PUT', roundingUrl(), { rounding: 'TEN', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('rounding');
  });
});

describe('who may edit them', () => {
  it('refuses a waiter (403) and changes nothing', async () => {
    const waiter = await signIn(t, 'waiter');
    const [tax] = (await readRules(t, manager)).taxes;
    const res = await call(t, waiter, 'PATCH', ruleUrl('taxes', tax?.id ?? 0), {
      name: 'CGST',
      kind: 'RATE',
      rate: 9,
      version: tax?.version,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await call(t, waiter, 'GET', path(PRICING_RULES_ROUTES.rules, { branchId: BRANCH })))
        .statusCode,
    ).toBe(403);
    const [row] = await t.db
      .select()
      .from(branchTaxes)
      .where(eq(branchTaxes.id, tax?.id ?? 0));
    expect(row?.rateBp).toBe(250);
  });

  it("answers 404 for another brand's branch and for another branch's rule", async () => {
    const res = await call(
      t,
      manager,
      'GET',
      path(PRICING_RULES_ROUTES.rules, { branchId: OTHER_TENANT_BRANCH }),
    );
    expect(res.statusCode).toBe(404);
    const owner2 = await signIn(t, 'manager2');
    const [theirs] = (await readRules(t, owner2, OTHER_TENANT_BRANCH)).taxes;
    const foreign = await call(t, manager, 'PUT', archiveUrl('taxes', theirs?.id ?? 0), {
      version: theirs?.version,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
