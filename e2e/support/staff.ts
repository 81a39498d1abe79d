import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';

// The staff console's side of a journey, through the staff HTTP API (STAFF_ROUTES in
// packages/shared/src/contract/routes.ts): a manager's own cookie jar, apart from the guests'.

const STAFF = '/v1/staff';

interface StaffOrderItem {
  id: number;
  status: string;
  menuItemMaster: { id: number; displayName: string };
}

export interface StaffOrder {
  id: number;
  status: string;
  orderGroups: { id: number; status: string; orderItems: StaffOrderItem[] }[];
}

/** A table of the floor plan (ZFloorTable): state NEW is free, JOIN and CHECKOUT are taken. */
export interface FloorTable {
  tableId: number;
  state: string;
  orderId: number | null;
  openedAt: string | null;
  associate: { id: number } | null;
}

export interface Staff {
  order(orderId: number): Promise<StaffOrder>;
  verify(orderId: number): Promise<StaffOrder>;
  /** Delivers every confirmed item not yet delivered; returns how many it delivered. */
  deliverAll(orderId: number): Promise<number>;
  /** Takes `quantity` portions of a confirmed item off the order, as the order screen does. */
  cancelItem(orderItemId: number, quantity: number, reason?: string): Promise<StaffOrder>;
  payCash(orderId: number, amount: number): Promise<StaffOrder>;
  /** A waiter settles the table: CHECKOUT with no guest named, ordering stops. */
  startCheckout(orderId: number): Promise<StaffOrder>;
  /** Closes the table without payment (system-completed): the guests' session is over. */
  close(orderId: number): Promise<StaffOrder>;
  voidOrder(orderId: number): Promise<StaffOrder>;
  /** Puts a menu item (every size of it) in or out of stock at a branch. */
  setAvailability(branchId: number, menuItemMasterId: number, available: boolean): Promise<void>;
  /** Sets a size's own price at a branch (rupees), as the back office's Menu table does. */
  setBranchPrice(branchId: number, menuItemMasterId: number, price: number): Promise<void>;
  floor(branchId: number): Promise<FloorTable[]>;
  dispose(): Promise<void>;
}

type Response = Awaited<ReturnType<APIRequestContext['get']>>;

async function ok<T>(what: string, response: Response): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * Logs a staff member (the demo manager unless given) in on a request context of its own (the
 * ts_staff cookie stays there). Sign-in is rate limited per user, so a worker signs in once
 * and shares it (fixtures.ts).
 */
export async function staffLogin(
  baseURL: string,
  credentials = { username: 'manager', password: 'demo1234' },
): Promise<Staff> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post(`${STAFF}/auth/login`, { data: credentials });
  expect(login.ok(), `staff login answered ${login.status()}`).toBe(true);

  const order = async (orderId: number) =>
    ok<StaffOrder>('GET staff order', await api.get(`${STAFF}/orders/${orderId}`));
  const orderAction = async (orderId: number, action: string) =>
    ok<StaffOrder>(action, await api.post(`${STAFF}/orders/${orderId}/${action}`));

  return {
    order,
    verify: (orderId) => orderAction(orderId, 'verify'),
    deliverAll: async (orderId) => {
      const { orderGroups } = await order(orderId);
      const items = orderGroups
        .filter((group) => group.status !== 'NEW' && group.status !== 'CANCELLED')
        .flatMap((group) => group.orderItems)
        .filter((item) => item.status !== 'DELIVERED' && item.status !== 'CANCELLED');
      for (const item of items) {
        await ok('deliver', await api.post(`${STAFF}/order-items/${item.id}/deliver`));
      }
      return items.length;
    },
    cancelItem: async (orderItemId, quantity, reason) =>
      ok(
        'cancel',
        await api.post(`${STAFF}/order-items/${orderItemId}/cancel`, {
          data: { quantity, reason },
        }),
      ),
    payCash: async (orderId, amount) =>
      ok(
        'payment',
        await api.post(`${STAFF}/orders/${orderId}/payments`, {
          data: { method: 'CASH', amount },
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    startCheckout: (orderId) => orderAction(orderId, 'checkout'),
    close: (orderId) => orderAction(orderId, 'close'),
    voidOrder: (orderId) => orderAction(orderId, 'void'),
    setAvailability: async (branchId, menuItemMasterId, available) =>
      ok(
        'availability',
        await api.put(`${STAFF}/menu-items/${menuItemMasterId}/availability`, {
          data: { branchId, available },
        }),
      ),
    setBranchPrice: async (branchId, menuItemMasterId, price) => {
      await ok(
        'branch price',
        await api.put(`${STAFF}/branches/${branchId}/catalogue/sizes/${menuItemMasterId}`, {
          data: { price },
        }),
      );
    },
    floor: async (branchId) =>
      ok<FloorTable[]>('floor', await api.get(`${STAFF}/branches/${branchId}/tables`)),
    dispose: () => api.dispose(),
  };
}
