import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffUserBranches } from '../../src/db/schema/index';
import { NOT_AT_BRANCH_MESSAGE } from '../../src/http/staff-auth';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { DEMO } from '../staff-services/staff-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  // The demo assigns everyone to both branches; this manager works at branch 1 only.
  await t.db
    .delete(staffUserBranches)
    .where(
      and(
        eq(staffUserBranches.staffUserId, DEMO.staff.manager),
        eq(staffUserBranches.branchId, DEMO.otherBranchId),
      ),
    );
  manager = await signIn(t, 'manager');
  owner = await signIn(t, 'owner');
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a manager of branch 1 only', () => {
  it.each([
    ['floor', STAFF_ROUTES.branchTables],
    ['staff roster', STAFF_ROUTES.branchStaff],
    ['stock list', STAFF_ROUTES.branchMenuItems],
  ])("gets 403 on branch 2's %s and 200 on branch 1's", async (_what, path) => {
    const other = await get(buildPath(path, { branchId: DEMO.otherBranchId }), manager);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOT_AT_BRANCH_MESSAGE);
    const own = await get(buildPath(path, { branchId: DEMO.branchId }), manager);
    expect(own.statusCode).toBe(200);
  });

  it('gets 403 on an order at branch 2 and changes nothing', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: DEMO.otherBranchTable });
    const read = await get(buildPath(STAFF_ROUTES.order, { orderId: g.orderId }), manager);
    expect(read.statusCode).toBe(403);
    const write = await t.app.inject({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.void, { orderId: g.orderId }),
      headers: manager,
    });
    expect(write.statusCode).toBe(403);
    const asOwner = await get(buildPath(STAFF_ROUTES.order, { orderId: g.orderId }), owner);
    expect(asOwner.json()).toMatchObject({ status: 'NEW' });
  });

  it("still gets 404 for another brand's branch, as if it did not exist", async () => {
    const res = await get(
      buildPath(STAFF_ROUTES.branchTables, { branchId: DEMO.otherTenantBranchId }),
      manager,
    );
    expect(res.statusCode).toBe(404);
  });

  it('leaves the owner acting in every branch of the brand', async () => {
    for (const branchId of [DEMO.branchId, DEMO.otherBranchId]) {
      const res = await get(buildPath(STAFF_ROUTES.branchTables, { branchId }), owner);
      expect(res.statusCode).toBe(200);
    }
  });
});
