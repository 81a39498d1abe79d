// The console's reads for every role of both brands on the branches of both: brand 1 has
// branches 1 and 2, brand 2 has branch 3. A role without the action gets 403 wherever it asks
// (before any id is looked up); an allowed role reads its own brand's branches and gets 404 on
// the other brand's, as if they did not exist. What it reads is of that branch only.
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { STAFF_ROLES, type StaffRole } from '@tableside/shared/domain/enums';
import { can, type StaffAction } from '@tableside/shared/domain/staff-permissions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, staffUsers } from '../../src/db/schema/index';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { addGroup, DEMO, useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();

const BASE_NAMES: Record<StaffRole, string> = {
  OWNER: 'owner',
  MANAGER: 'manager',
  CUSTOMER_ASSOCIATE: 'associate',
  WAITER: 'waiter',
  KITCHEN: 'kitchen',
};
const BRANDS = [
  { brandId: DEMO.tenantId, suffix: '', branchIds: [DEMO.branchId, DEMO.otherBranchId] },
  { brandId: DEMO.otherTenantId, suffix: '2', branchIds: [DEMO.otherTenantBranchId] },
];
/** A table of each branch, where the order the reads look at is seated. */
const TABLE_OF: Record<number, number> = {
  [DEMO.branchId]: 1,
  [DEMO.otherBranchId]: DEMO.otherBranchTable,
  [DEMO.otherTenantBranchId]: DEMO.otherTenantTable,
};

const USERS = BRANDS.flatMap((brand) =>
  STAFF_ROLES.map((role) => ({
    role,
    brandId: brand.brandId,
    name: BASE_NAMES[role] + brand.suffix,
  })),
);
const CASES = USERS.flatMap((user) =>
  Object.keys(TABLE_OF).map((branchId) => ({ ...user, branchId: Number(branchId) })),
);

interface Read {
  action: StaffAction;
  url: (g: SeatedGuest) => string;
  /** What a 200 must show: only this branch's things. */
  check: (body: unknown, g: SeatedGuest) => Promise<void>;
}

const ids = (body: unknown, key: string) =>
  (body as Array<Record<string, number>>).map((row) => row[key]);

const READS: Record<string, Read> = {
  roster: {
    action: 'assignAssociate',
    url: (g) => buildPath(STAFF_ROUTES.branchStaff, g),
    check: async (body, g) => {
      const brandStaff = await t.db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(staffUsers.tenantId, g.tenantId));
      expect(ids(body, 'id').sort()).toEqual(brandStaff.map((s) => s.id).sort());
    },
  },
  tickets: {
    action: 'viewOrder',
    url: (g) => buildPath(STAFF_ROUTES.kitchenTickets, g),
    check: async (body, g) => expect(ids(body, 'orderId')).toEqual([g.orderId]),
  },
  stock: {
    action: 'setAvailability',
    url: (g) => buildPath(STAFF_ROUTES.branchMenuItems, g),
    check: async (body, g) => {
      const sold = await t.db
        .select({ id: branchMenuItems.menuItemId })
        .from(branchMenuItems)
        .where(eq(branchMenuItems.branchId, g.branchId));
      const soldIds = new Set(sold.map((row) => row.id));
      expect(ids(body, 'menuItemMasterId').every((id) => soldIds.has(id ?? 0))).toBe(true);
    },
  },
  bill: {
    action: 'viewOrder',
    url: (g) => buildPath(STAFF_ROUTES.orderBill, g),
    check: async (body, g) => expect(body).toMatchObject({ orderId: g.orderId }),
  },
};

const headers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  for (const user of USERS) headers[user.name] = await signIn(t, user.name);
});

describe('GET branches', () => {
  it.each(USERS)("$name sees exactly its brand's branches", async ({ name, brandId }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: STAFF_ROUTES.branches,
      headers: headers[name],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = BRANDS.find((brand) => brand.brandId === brandId)?.branchIds;
    expect(ids(res.json(), 'id')).toEqual(expected);
  });
});

describe('branch reads x role x branch', () => {
  it.each(CASES)('$name on branch $branchId', async ({ name, role, brandId, branchId }) => {
    const g = await seatGuest(t.db, t.clock, { tableId: TABLE_OF[branchId] });
    await addGroup(t.db, g, 'IN_PROGRESS', [{}]);
    for (const [read, { action, url, check }] of Object.entries(READS)) {
      const res = await t.app.inject({ method: 'GET', url: url(g), headers: headers[name] });
      const expected = !can(role, action) ? 403 : g.tenantId === brandId ? 200 : 404;
      expect(res.statusCode, `${read}: ${res.body}`).toBe(expected);
      if (expected === 200) await check(res.json(), g);
    }
  });
});
