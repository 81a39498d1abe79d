import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';

// The staff console's side of a journey, through the staff HTTP API (STAFF_ROUTES in
// packages/shared/src/contract/routes.ts): a manager's own cookie jar, apart from the guests'.

const STAFF = '/v1/staff';

interface StaffOrderItem {
  id: number;
  status: string;
}

interface StaffOrder {
  id: number;
  orderGroups: { id: number; status: string; orderItems: StaffOrderItem[] }[];
}

export interface Staff {
  verify(orderId: number): Promise<StaffOrder>;
  /** Delivers every confirmed item not yet delivered; returns how many it delivered. */
  deliverAll(orderId: number): Promise<number>;
  payCash(orderId: number, amount: number): Promise<StaffOrder>;
  dispose(): Promise<void>;
}

async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Logs the demo manager in on a request context of its own (the ts_staff cookie stays there). */
export async function staffLogin(baseURL: string): Promise<Staff> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post(`${STAFF}/auth/login`, {
    data: { username: 'manager', password: 'demo1234' },
  });
  expect(login.ok(), `staff login answered ${login.status()}`).toBe(true);

  const getOrder = async (orderId: number) =>
    ok<StaffOrder>('GET staff order', await api.get(`${STAFF}/orders/${orderId}`));

  return {
    verify: async (orderId) => ok('verify', await api.post(`${STAFF}/orders/${orderId}/verify`)),
    deliverAll: async (orderId) => {
      const order = await getOrder(orderId);
      const items = order.orderGroups
        .filter((group) => group.status !== 'NEW' && group.status !== 'CANCELLED')
        .flatMap((group) => group.orderItems)
        .filter((item) => item.status !== 'DELIVERED' && item.status !== 'CANCELLED');
      for (const item of items) {
        await ok('deliver', await api.post(`${STAFF}/order-items/${item.id}/deliver`));
      }
      return items.length;
    },
    payCash: async (orderId, amount) =>
      ok(
        'payment',
        await api.post(`${STAFF}/orders/${orderId}/payments`, {
          data: { method: 'CASH', amount },
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    dispose: () => api.dispose(),
  };
}
