// Every staff route against every role: allowed roles (packages/shared staff-permissions) get
// a 2xx, the others 403 with nothing changed; a manager of another brand gets 404 on brand-1
// ids. Each case sets up its own order, so the outcome depends only on role and route. The
// console's reads across both brands' branches: console-read-matrix.test.ts.
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { STAFF_ROLES, type StaffRole } from '@tableside/shared/domain/enums';
import {
  can,
  notAllowedMessage,
  type StaffAction,
} from '@tableside/shared/domain/staff-permissions';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { branchMenuItems, diningTables, orders } from '../../src/db/schema/index';
import { computeOrderBill } from '../../src/services/billing/compute-order-bill';
import { addServedPapad } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { addGroup, DEMO, firstSizeOf, useStaffApp } from '../staff-services/staff-fixture';
import { signIn, snapshot } from './staff-api-fixture';

const t = useStaffApp();

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}
interface RouteCase {
  name: string;
  action: StaffAction;
  /** Seats the guest's order in the state the call needs, and returns the call. */
  call: (g: SeatedGuest) => Promise<Call>;
}

const orderUrl = (path: Parameters<typeof buildPath>[0], g: SeatedGuest) =>
  buildPath(path, { orderId: g.orderId });
const inProgressGroup = (g: SeatedGuest, quantity = 1) =>
  addGroup(t.db, g, 'IN_PROGRESS', [{ quantity }]);
const served = async (g: SeatedGuest) => addServedPapad(t.db, g);

const ROUTES: RouteCase[] = [
  {
    name: 'GET floor',
    action: 'viewFloor',
    call: async (g) => ({ method: 'GET', url: buildPath(STAFF_ROUTES.branchTables, g) }),
  },
  {
    name: 'GET order',
    action: 'viewOrder',
    call: async (g) => ({ method: 'GET', url: orderUrl(STAFF_ROUTES.order, g) }),
  },
  {
    name: 'GET branch staff',
    action: 'assignAssociate',
    call: async (g) => ({ method: 'GET', url: buildPath(STAFF_ROUTES.branchStaff, g) }),
  },
  {
    name: 'GET kitchen tickets',
    action: 'viewOrder',
    call: async (g) => {
      await inProgressGroup(g);
      return { method: 'GET', url: buildPath(STAFF_ROUTES.kitchenTickets, g) };
    },
  },
  {
    name: 'GET menu items',
    action: 'setAvailability',
    call: async (g) => ({ method: 'GET', url: buildPath(STAFF_ROUTES.branchMenuItems, g) }),
  },
  {
    name: 'GET bill',
    action: 'viewOrder',
    call: async (g) => {
      await served(g);
      return { method: 'GET', url: orderUrl(STAFF_ROUTES.orderBill, g) };
    },
  },
  {
    name: 'verify',
    action: 'verifyTable',
    call: async (g) => ({ method: 'POST', url: orderUrl(STAFF_ROUTES.verifyOrder, g) }),
  },
  {
    name: 'deliver item',
    action: 'deliverItem',
    call: async (g) => {
      const { itemIds } = await inProgressGroup(g);
      return { method: 'POST', url: buildPath(STAFF_ROUTES.deliverItem, { id: itemIds[0] ?? 0 }) };
    },
  },
  {
    name: 'complete group',
    action: 'completeGroup',
    call: async (g) => {
      const { groupId } = await inProgressGroup(g);
      return { method: 'POST', url: buildPath(STAFF_ROUTES.completeGroup, { id: groupId }) };
    },
  },
  {
    name: 'cancel item',
    action: 'cancelItem',
    call: async (g) => {
      const { itemIds } = await inProgressGroup(g, 2);
      const url = buildPath(STAFF_ROUTES.cancelItem, { id: itemIds[0] ?? 0 });
      return { method: 'POST', url, payload: { quantity: 1, reason: 'Out of stock' } };
    },
  },
  {
    name: 'checkout',
    action: 'startCheckout',
    call: async (g) => {
      await served(g);
      return { method: 'POST', url: orderUrl(STAFF_ROUTES.checkout, g) };
    },
  },
  {
    name: 'payment',
    action: 'recordPayment',
    call: async (g) => {
      await served(g);
      await t.db.update(orders).set({ status: 'CHECKOUT' }).where(eq(orders.id, g.orderId));
      const [order] = await t.db.select().from(orders).where(eq(orders.id, g.orderId));
      if (!order) throw new Error('no order');
      const amount = (await computeOrderBill(t.db, order)).payableAmount / 100;
      const url = orderUrl(STAFF_ROUTES.payments, g);
      return { method: 'POST', url, payload: { method: 'CASH', amount } };
    },
  },
  {
    name: 'discount',
    action: 'applyDiscount',
    call: async (g) => {
      await served(g);
      return { method: 'POST', url: orderUrl(STAFF_ROUTES.discount, g), payload: { amount: 10 } };
    },
  },
  {
    name: 'close',
    action: 'closeTable',
    call: async (g) => ({ method: 'POST', url: orderUrl(STAFF_ROUTES.close, g) }),
  },
  {
    name: 'void',
    action: 'voidOrder',
    call: async (g) => ({ method: 'POST', url: orderUrl(STAFF_ROUTES.void, g) }),
  },
  {
    name: 'move',
    action: 'moveOrder',
    call: async (g) => ({
      method: 'POST',
      url: orderUrl(STAFF_ROUTES.move, g),
      payload: { tableId: 2 },
    }),
  },
  {
    name: 'resolve call-waiter',
    action: 'resolveCallWaiter',
    call: async (g) => {
      await t.db
        .update(orders)
        .set({ callWaiter: true, callWaiterReasons: ['WATER'], callWaiterStatus: 'REQUESTED' })
        .where(eq(orders.id, g.orderId));
      return { method: 'POST', url: orderUrl(STAFF_ROUTES.resolveCallWaiter, g) };
    },
  },
  {
    name: 'availability',
    action: 'setAvailability',
    call: async (g) => {
      const url = buildPath(STAFF_ROUTES.availability, {
        menuItemMasterId: await firstSizeOf(t.db, g.branchId),
      });
      return { method: 'PUT', url, payload: { branchId: g.branchId, available: false } };
    },
  },
  {
    name: 'assign associate',
    action: 'assignAssociate',
    call: async () => ({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.assignAssociate, { tableId: DEMO.tableWithoutAssociate }),
      payload: { staffUserId: DEMO.staff.associate },
    }),
  },
];

const USERNAMES: Record<StaffRole, string> = {
  OWNER: 'owner',
  MANAGER: 'manager',
  CUSTOMER_ASSOCIATE: 'associate',
  WAITER: 'waiter',
  KITCHEN: 'kitchen',
};
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  for (const username of [...Object.values(USERNAMES), 'manager2']) {
    headers[username] = await signIn(t, username);
  }
});

// Undo what the allowed calls changed outside the order (orders are closed by useStaffApp).
afterEach(async () => {
  await t.db.update(branchMenuItems).set({ isAvailable: true });
  await t.db
    .update(diningTables)
    .set({ associateStaffUserId: null })
    .where(eq(diningTables.id, DEMO.tableWithoutAssociate));
});

const send = (call: Call, as: string) => t.app.inject({ ...call, headers: headers[as] ?? {} });

describe('role x route', () => {
  const cases = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => ({ ...route, role, allowed: can(role, route.action) })),
  );

  it.each(cases)('$role $name -> allowed: $allowed', async ({ role, action, call, allowed }) => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    const request = await call(g);
    const before = await snapshot(t.db, g.orderId, g.branchId);
    const res = await send(request, USERNAMES[role]);
    if (allowed) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(notAllowedMessage(action));
      expect(await snapshot(t.db, g.orderId, g.branchId)).toEqual(before);
    }
  });
});

describe("another brand's manager", () => {
  it.each(ROUTES)("gets 404 for brand 1's ids on $name, and nothing changes", async ({ call }) => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    const request = await call(g);
    const before = await snapshot(t.db, g.orderId, g.branchId);
    const res = await send(request, 'manager2');
    expect(res.statusCode, res.body).toBe(404);
    expect(await snapshot(t.db, g.orderId, g.branchId)).toEqual(before);
  });
});

describe('without a session', () => {
  it.each(ROUTES)('$name answers 401', async ({ call }) => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    const res = await t.app.inject(await call(g));
    expect(res.statusCode).toBe(401);
  });
});
