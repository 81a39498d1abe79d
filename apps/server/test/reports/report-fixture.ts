// Orders made the way a restaurant makes them: a guest orders and confirms through the guest
// API, staff cancel, discount, serve, take payment, void and refund through the staff API.
import { REPORT_ROUTES } from '@tableside/shared/contract/reports';
import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { settlePaymentSession } from '../../src/services/payments/settle-payment-session';
import type { SeatedGuest } from '../helpers/guest-fixture';
import type { TestApp } from '../helpers/test-app';
import {
  addOk,
  confirm,
  findAddOns,
  findSize,
  itemBody,
  seatNewOrder,
} from '../orders/cart-fixtures';

type Headers = Record<string, string>;

export async function staffCall(
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A guest seated at `at` (the clock's time, also the order's opening time). */
export async function openOrder(t: TestApp, tableId: number, at: string): Promise<SeatedGuest> {
  t.clock.set(at);
  const guest = await seatNewOrder(t, { tableId });
  // Check-in stamps the opening with the clock; the seating helper leaves the database's now().
  await t.db
    .update(orders)
    .set({ openedAt: new Date(at) })
    .where(eq(orders.id, guest.orderId));
  return guest;
}

export interface Line {
  product: string;
  size?: string;
  quantity: number;
  /** Add-on name -> quantity per portion. */
  addOns?: Record<string, number>;
}

/** The guest adds the lines and confirms them: one round. Answers the items' ids and the group. */
export async function orderRound(t: TestApp, guest: SeatedGuest, lines: Line[]) {
  const bodies = [];
  for (const line of lines) {
    const size = await findSize(t.db, line.product, { size: line.size, branchId: guest.branchId });
    const names = await findAddOns(t.db, size.productId);
    const ids = Object.keys(line.addOns ?? {}).map((name) => names.get(name) ?? 0);
    const quantities = Object.fromEntries(
      Object.entries(line.addOns ?? {}).map(([name, qty]) => [names.get(name) ?? 0, qty]),
    );
    bodies.push(
      itemBody(guest, size.id, {
        quantity: line.quantity,
        addOns: ids,
        addOnQuantities: quantities,
      }),
    );
  }
  const added = await addOk(t, guest, bodies);
  const groupId = added.order.orderGroups.find((g) => g.status === 'NEW')?.id ?? 0;
  const res = await confirm(t, guest, groupId);
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
  return { itemIds: added.orderItemIds, groupId };
}

export const serveRound = (t: TestApp, waiter: Headers, groupId: number) =>
  staffCall(t, waiter, 'POST', buildPath(STAFF_ROUTES.completeGroup, { id: groupId }));

export const billOf = (t: TestApp, headers: Headers, orderId: number) =>
  staffCall(t, headers, 'GET', buildPath(STAFF_ROUTES.orderBill, { orderId }));

/** The waiter takes the bill's payable at `at`, which closes the order. */
export async function pay(
  t: TestApp,
  waiter: Headers,
  orderId: number,
  method: 'CASH' | 'CARD' | 'UPI',
  at: string,
) {
  t.clock.set(at);
  const bill = await billOf(t, waiter, orderId);
  return staffCall(t, waiter, 'POST', buildPath(STAFF_ROUTES.payments, { orderId }), {
    method,
    amount: bill.payableAmount,
  });
}

/** The guest opens the gateway's checkout (before the waiter settles the table). */
export async function openGatewayCheckout(t: TestApp, guest: SeatedGuest): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.paymentSession,
    headers: guest.headers,
    payload: { orderId: guest.orderId },
  });
  if (res.statusCode !== 200) throw new Error(`payment session: ${res.statusCode} ${res.body}`);
  return res.json().sessionId;
}

/** The gateway reports the guest's payment charged (what its webhook or the status poll does). */
export async function gatewayCharged(t: TestApp, sessionId: string) {
  const deps = { db: t.db, clock: t.clock, publisher: recordingPublisher() };
  await settlePaymentSession(deps, {
    sessionId,
    report: { status: 'CHARGED', paymentRef: `simpay_${sessionId}` },
  });
}

export const reportUrl = (branchId: number, query: string) =>
  `${buildPath(REPORT_ROUTES.sales, { branchId })}?${query}`;
export const csvUrl = (branchId: number, query: string) =>
  `${buildPath(REPORT_ROUTES.salesCsv, { branchId })}?${query}`;
