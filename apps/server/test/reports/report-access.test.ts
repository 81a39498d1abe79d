import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffUserBranches, staffUsers } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { csvUrl, reportUrl } from './report-fixture';

const t = useTestApp();
const RANGE = 'from=2026-03-01&to=2026-03-10';
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  for (const user of ['manager', 'owner', 'waiter', 'kitchen'])
    headers[user] = await signIn(t, user);
});

const get = (user: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers[user] ?? {} });

describe('who reads a sales report', () => {
  it('lets a manager and the owner read their branch, with nothing sold yet', async () => {
    for (const user of ['manager', 'owner']) {
      const res = await get(user, reportUrl(1, RANGE));
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json();
      expect(report).toMatchObject({ branchId: 1, timeZone: 'Asia/Kolkata', currency: 'INR' });
      expect(report.totals).toMatchObject({ orders: 0, netSales: 0, averageTurnMinutes: null });
      expect(report.byDay).toHaveLength(10);
      expect(report.byItem).toEqual([]);
    }
  });

  it('refuses waiters and the kitchen (403) and signed-out callers (401)', async () => {
    expect((await get('waiter', reportUrl(1, RANGE))).statusCode).toBe(403);
    expect((await get('kitchen', csvUrl(1, `${RANGE}&section=by-day`))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: reportUrl(1, RANGE) });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another brand's branch and for a branch the manager does not work at", async () => {
    expect((await get('manager', reportUrl(3, RANGE))).statusCode).toBe(404);
    expect((await get('manager', csvUrl(3, `${RANGE}&section=summary`))).statusCode).toBe(404);
    const [manager] = await t.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.username, 'manager'));
    await t.db
      .delete(staffUserBranches)
      .where(
        and(eq(staffUserBranches.staffUserId, manager?.id ?? 0), eq(staffUserBranches.branchId, 2)),
      );
    expect((await get('manager', reportUrl(2, RANGE))).statusCode).toBe(404);
    expect((await get('owner', reportUrl(2, RANGE))).statusCode).toBe(200);
  });

  it.each([
    ['from=2026-03-10&to=2026-03-09', 'to: must not be before from'],
    ['from=2025-01-01&to=2026-01-02', 'to: must be at most 366 days after from'],
    ['from=2026-02-30&to=2026-03-09', 'from: must be a date YYYY-MM-DD'],
    ['from=2026-03-01', 'to: '],
  ])('refuses the range %s with 400 naming the field', async (query, message) => {
    const res = await get('manager', reportUrl(1, query));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers the last days a date can have, and the first, with nothing sold', async () => {
    for (const query of ['from=9999-12-30&to=9999-12-31', 'from=1970-01-01&to=1970-01-01']) {
      const res = await get('manager', reportUrl(1, query));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().totals.orders).toBe(0);
    }
  });

  it('refuses an unknown CSV section with 400 naming section', async () => {
    const res = await get('manager', csvUrl(1, `${RANGE}&section=tips`));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('section');
  });
});
