import { PRICING_RULES_ROUTES } from '@tableside/shared/contract/pricing-rules';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, call, OTHER_TENANT_BRANCH, path, readRules } from './pricing-fixture';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

const splitUrl = (branchId = BRANCH) => path(PRICING_RULES_ROUTES.splitBill, { branchId });
const publicSettings = () =>
  t.app.inject({ method: 'GET', url: `/v1/branchSetting/public?branchId=${BRANCH}` });

describe("'Guests may split the bill'", () => {
  it('is off by default, and the guests are not told about it', async () => {
    expect((await readRules(t, manager)).splitBill).toBe(false);
    expect((await publicSettings()).json().generalSettings[0]).not.toHaveProperty('splitBill');
  });

  it('is set over the settings version (409 when stale), audited and published', async () => {
    const { roundingVersion } = await readRules(t, manager);
    const set = await call(t, manager, 'PUT', splitUrl(), {
      splitBill: true,
      version: roundingVersion,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ splitBill: true, roundingVersion: roundingVersion + 1 });
    expect((await publicSettings()).json().generalSettings[0]).toMatchObject({ splitBill: true });
    const stale = await call(t, manager, 'PUT', splitUrl(), {
      splitBill: false,
      version: roundingVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ splitBill: true });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'pricing.split-bill.update'),
          eq(auditLog.entityId, String(BRANCH)),
        ),
      );
    expect(audit.map((row) => row.detail)).toEqual([
      { branchId: BRANCH, before: false, after: true },
    ]);
    const off = await call(t, manager, 'PUT', splitUrl(), {
      splitBill: false,
      version: roundingVersion + 1,
    });
    expect(off.json()).toMatchObject({ splitBill: false });
  });

  it('answers 400 naming the field, 403 to a waiter and 404 for another brand', async () => {
    const bad = await call(t, manager, 'PUT', splitUrl(), { splitBill: 'yes', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('splitBill');
    const waiter = await signIn(t, 'waiter');
    const refused = await call(t, waiter, 'PUT', splitUrl(), { splitBill: true, version: 1 });
    expect(refused.statusCode).toBe(403);
    const other = await call(t, manager, 'PUT', splitUrl(OTHER_TENANT_BRANCH), {
      splitBill: true,
      version: 1,
    });
    expect(other.statusCode).toBe(404);
    expect((await readRules(t, manager)).splitBill).toBe(false);
  });
});
