import { IDEMPOTENCY_HEADER, TENANT_HEADER } from '@tableside/shared/contract/common';
import {
  branchSettingsAllPath,
  brandStylePath,
  GUEST_ROUTES,
} from '@tableside/shared/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL } from '../../src/realtime/channel-access';
import { rooms } from '../../src/realtime/rooms';
import { TABLE_TAKEN_MESSAGE } from '../../src/services/check-in/new-customer-order';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { channelsOf } from '../realtime/realtime-fixture';
import {
  type ClientSocket,
  connectClient,
  type Received,
  subscribe,
  waitForEvents,
} from '../realtime/socket-client';
import {
  cartItem,
  expectRefusal,
  lookUpTenant,
  orderState,
  type Party,
  seatParty,
  type Tenant,
} from './tenant-matrix-fixture';

// Done-when of the Guest API issue: 2 tenants x 2 tables, and no call and no channel crosses
// them. Guest A (cookie and X-Tenant of A) tries every order-scoped guest call on the ids of
// every other guest B; nothing of B is answered, changed or announced.

/** Parties by index: brand 1 tables 1 and 2, then brand 2's first two tables. */
const PARTIES = ['brand 1 table 1', 'brand 1 table 2', 'brand 2 table 1', 'brand 2 table 2'];
const tenantOf = (party: number) => (party < 2 ? 0 : 1);

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}
type Query = Record<string, string | number | boolean>;
const withQuery = (path: string, query: Query) => {
  const parts = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
};
let keys = 0;
const get = (path: string, query: Query): Call => ({ method: 'GET', url: withQuery(path, query) });
const put = (path: string, query: Query, payload?: object): Call => ({
  method: 'PUT',
  url: withQuery(path, query),
  ...(payload ? { payload } : {}),
});
// Every POST carries a fresh Idempotency-Key: the calls that take one must refuse before using it.
const post = (path: string, query: Query, payload: object): Call => ({
  method: 'POST',
  url: withQuery(path, query),
  payload,
  headers: { [IDEMPOTENCY_HEADER]: `matrix-key-${++keys}` },
});
/** An add body for `order`'s cart with `size`'s serving size, sent by guest `a`. */
const add = (a: Party, order: Party, size: Party) => ({
  orderId: order.orderId,
  menuItemsBody: [cartItem(a, size.menuItemId)],
});

/** What A with A's own X-Tenant is answered when B sits at the same tenant / the other one. */
interface Expected {
  same: number | null;
  other: number;
  message?: string;
}
const NOT_FOUND: Expected = { same: 404, other: 404 };
/** Only meaningful across tenants: within one tenant B's catalogue ids are A's too. */
const ACROSS_ONLY: Expected = { same: null, other: 404 };
// DECISIONS 0003: a table held by another order is 409 (scan to join); another brand's table 403.
const TABLE_TAKEN: Expected = { same: 409, other: 403, message: TABLE_TAKEN_MESSAGE };

type Build = (a: Party, b: Party) => Call;
const R = GUEST_ROUTES;

/** Every order-scoped guest call, one line each; the ids are B's unless the name says so. */
const ORDER_CASES: [string, Build, Expected?][] = [
  ['order', (_, b) => get(R.order, { id: b.orderId })],
  ['addOrderItems add', (a, b) => post(R.addOrderItems, { orderId: b.orderId }, add(a, b, b))],
  [
    'addOrderItems edit',
    (a, b) => post(R.addOrderItems, { orderItemId: b.orderItemId }, cartItem(a, b.menuItemId)),
  ],
  [
    'update-quantity',
    (_, b) => put(R.updateQuantity, { id: b.orderItemId, price: 0, quantity: 4 }),
  ],
  [
    'previous customisations',
    (_, b) => get(R.previousCustomisations, { orderId: b.orderId, productMasterId: b.productId }),
  ],
  ['confirmation', (_, b) => put(R.confirmation, { orderGroupId: b.orderGroupId })],
  ['reOrder', (_, b) => get(R.reOrder, { orderId: b.orderId })],
  [
    'callWaiter',
    (_, b) =>
      put(R.callWaiter, { orderId: b.orderId, callWaiter: true, callWaiterReasons: 'WATER' }),
  ],
  [
    'orderBilling',
    (_, b) => get(R.billing, { orderId: b.orderId, customerId: b.customerId, sendEvent: true }),
  ],
  [
    'orderBilling (own order, B’s customer)',
    (a, b) => get(R.billing, { orderId: a.orderId, customerId: b.customerId, sendEvent: true }),
  ],
  [
    'request-bill',
    (_, b) => put(R.requestBill, { orderId: b.orderId, orderStatus: 'REQUEST_BILL' }),
  ],
  ['payment-status', (_, b) => get(R.paymentStatus, { orderId: b.orderId })],
  ['payment-session', (_, b) => post(R.paymentSession, {}, { orderId: b.orderId })],
  ['split-bill', (_, b) => get(R.splitBill, { orderId: b.orderId })],
  [
    'bill-share',
    (_, b) =>
      post(
        R.billShare,
        {},
        {
          orderId: b.orderId,
          share: { way: 'REMAINING' },
          tip: { kind: 'PERCENT', percent: 0 },
          expectedAmount: 100,
        },
      ),
  ],
  [
    'saveBillingResponse',
    (_, b) =>
      put(R.saveBilling, {}, { billDetailsBody: { orderId: b.orderId, payableAmount: 100 } }),
  ],
  [
    'verify-table',
    (_, b) => post(R.verifyTable, { orderId: b.orderId }, { tableCode: b.tableCode }),
  ],
  [
    'new-customer-order',
    (_, b) =>
      post(R.newCustomerOrder, {}, { tableId: b.tableId, branchId: b.branchId, noOfGuest: 2 }),
    TABLE_TAKEN,
  ],
  [
    'addOrderItems add (own order, B’s size)',
    (a, b) => post(R.addOrderItems, { orderId: a.orderId }, add(a, a, b)),
    ACROSS_ONLY,
  ],
  [
    'addOrderItems edit (own item, B’s size)',
    (a, b) => post(R.addOrderItems, { orderItemId: a.orderItemId }, cartItem(a, b.menuItemId)),
    ACROSS_ONLY,
  ],
];

interface MatrixRow {
  call: string;
  a: number;
  b: number;
  guestA: string;
  guestB: string;
  /** Whose tenant A's X-Tenant names. */
  xTenant: 'A' | 'B';
  status: number;
  message?: string;
  build: Build;
}

const pairs = PARTIES.flatMap((_, a) => PARTIES.flatMap((__, b) => (a === b ? [] : [{ a, b }])));
const MATRIX: MatrixRow[] = ORDER_CASES.flatMap(([call, build, expected = NOT_FOUND]) =>
  pairs.flatMap(({ a, b }) => {
    const same = tenantOf(a) === tenantOf(b);
    const base = { call, a, b, guestA: PARTIES[a] ?? '', guestB: PARTIES[b] ?? '', build };
    const rows: MatrixRow[] = [];
    const status = same ? expected.same : expected.other;
    const message = same ? expected.message : undefined;
    if (status !== null) rows.push({ ...base, xTenant: 'A', status, message });
    // A's cookie with B's tenant in X-Tenant: the session's tenant does not match.
    if (!same) rows.push({ ...base, xTenant: 'B', status: 403 });
    return rows;
  }),
);

let t: TestApp;
let tenants: Tenant[];
let parties: Party[];

beforeAll(async () => {
  t = await createTestApp({ realtime: true });
  tenants = [await lookUpTenant(t.db, 'brewroom'), await lookUpTenant(t.db, 'chaichaat')];
  parties = [];
  for (const tenant of tenants) {
    for (const tableId of tenant.tableIds) parties.push(await seatParty(t, tenant, tableId));
  }
});
afterAll(() => t.close());

describe('the matrix', () => {
  it('seats four guests at four tables of two tenants, each with a cart item', () => {
    expect(parties.map((p) => p.tenantId)).toEqual([1, 1, 2, 2]);
    expect(new Set(parties.map((p) => p.orderId)).size).toBe(4);
    expect(new Set(parties.map((p) => p.tableId)).size).toBe(4);
    expect(tenants[0]?.tableIds).toEqual([1, 2]);
  });

  it.each(PARTIES.map((label, i) => ({ label, i })))(
    '$label reads its own order with the ids the matrix tries',
    async ({ i }) => {
      const p = parties[i] as Party;
      const reads = [
        `${R.order}?id=${p.orderId}`,
        `${R.previousCustomisations}?orderId=${p.orderId}&productMasterId=${p.productId}`,
        `${R.reOrder}?orderId=${p.orderId}`,
        `${R.paymentStatus}?orderId=${p.orderId}`,
      ];
      for (const url of reads) {
        const res = await t.app.inject({ method: 'GET', url, headers: p.headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
      const order = (await orderState(t.db, p.orderId)).order;
      const group = order.orderGroups.find((g) => g.id === p.orderGroupId);
      expect(group?.orderItems.map((item) => item.id)).toEqual([p.orderItemId]);
    },
  );
});

describe.each(ORDER_CASES.map(([name]) => name))('%s across tables and tenants', (name) => {
  it.each(MATRIX.filter((row) => row.call === name))(
    '$guestA on the ids of $guestB, X-Tenant of $xTenant -> $status',
    async (row) => {
      const a = parties[row.a] as Party;
      const b = parties[row.b] as Party;
      const call = row.build(a, b);
      const xTenant = row.xTenant === 'A' ? a.tenantId : b.tenantId;
      const before = await Promise.all([orderState(t.db, a.orderId), orderState(t.db, b.orderId)]);
      const from = t.events.length;
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { ...a.headers, ...call.headers, [TENANT_HEADER]: String(xTenant) },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expectRefusal(res, row.status);
      if (row.message) expect(res.json().message).toBe(row.message);
      expect(t.events.slice(from)).toEqual([]);
      expect(await Promise.all([orderState(t.db, a.orderId), orderState(t.db, b.orderId)])).toEqual(
        before,
      );
    },
  );
});

interface MenuCase {
  name: string;
  /** The call with X-Tenant of `own` naming `other`'s ids; url(own, own) is the control. */
  url: (own: Tenant, other: Tenant) => string;
  status: number;
}

/** Menu-side calls: another tenant's branch is 403; its product or promotion at A's branch 404. */
const MENU_CASES: MenuCase[] = [
  { name: 'menu', url: (_o, x) => `${R.menu}?branchId=${x.branchId}`, status: 403 },
  {
    name: 'customization (other branch)',
    url: (_o, x) => `${R.customization}?branchId=${x.branchId}&productMasterId=${x.productId}`,
    status: 403,
  },
  {
    name: 'customization (own branch, other product)',
    url: (o, x) => `${R.customization}?branchId=${o.branchId}&productMasterId=${x.productId}`,
    status: 404,
  },
  {
    name: 'promotions',
    url: (_o, x) => `${R.promotions}?filters=branches.id:${x.branchId}`,
    status: 403,
  },
  {
    name: 'search',
    url: (_o, x) => `${R.search}?branchId=${x.branchId}&searchText=tea`,
    status: 403,
  },
  {
    name: 'items-with-keywords (other branch)',
    url: (_o, x) => `${R.itemsWithKeywords}?branchId=${x.branchId}&keywords=PROMO-${x.promotionId}`,
    status: 403,
  },
  {
    name: 'items-with-keywords (own branch, other promotion)',
    url: (o, x) => `${R.itemsWithKeywords}?branchId=${o.branchId}&keywords=PROMO-${x.promotionId}`,
    status: 404,
  },
  {
    name: 'branch settings (all)',
    url: (_o, x) => `${branchSettingsAllPath(x.branchId)}?branchSettingFilter=GENERAL_SETTINGS`,
    status: 403,
  },
  {
    name: 'branch settings',
    url: (_o, x) => `${R.branchSettings}?branchId=${x.branchId}`,
    status: 403,
  },
  {
    name: 'table order (other tenant named)',
    url: (_o, x) =>
      `${R.tableOrder}?tenantId=${x.tenantId}&branchId=${x.branchId}&tableId=${x.tableIds[0]}`,
    status: 403,
  },
  {
    name: 'table order (own tenant, other table)',
    url: (o, x) =>
      `${R.tableOrder}?tenantId=${o.tenantId}&branchId=${x.branchId}&tableId=${x.tableIds[0]}`,
    status: 404,
  },
  { name: 'branch', url: (_o, x) => `${R.branch}?id=${x.branchId}`, status: 403 },
  { name: 'terms', url: (_o, x) => `${R.terms}?id=${x.tenantId}`, status: 403 },
  { name: 'brand style', url: (_o, x) => brandStylePath(x.tenantId), status: 403 },
];

const MENU_ROWS = MENU_CASES.flatMap((c) =>
  [
    { own: 0, other: 1 },
    { own: 1, other: 0 },
  ].map((dir) => ({ ...c, ...dir, label: `brand ${dir.own + 1} asks for brand ${dir.other + 1}` })),
);

describe('menu-side calls with another tenant’s ids', () => {
  it.each(MENU_ROWS)('$name: $label -> $status', async (row) => {
    const own = tenants[row.own] as Tenant;
    const other = tenants[row.other] as Tenant;
    const headers = { [TENANT_HEADER]: String(own.tenantId) };
    const control = await t.app.inject({ method: 'GET', url: row.url(own, own), headers });
    expect(control.statusCode, control.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: row.url(own, other), headers });
    expectRefusal(res, row.status);
  });
});

describe('realtime channels of the four tables', () => {
  let sockets: (ClientSocket & { received: Received[] })[];
  let channels: { cart: string; customer: string }[];

  beforeAll(async () => {
    channels = await Promise.all(parties.map((p) => channelsOf(t.db, p)));
    sockets = await Promise.all(parties.map((p) => connectClient(t.url ?? '', p.headers)));
    // Each socket follows its own table, whichever of the tests below runs.
    for (const [i, socket] of sockets.entries()) {
      const own = channels[i] as { cart: string; customer: string };
      for (const name of [own.cart, own.customer]) {
        const ack = await subscribe(socket, name);
        if (!ack.ok) throw new Error(`${name}: ${ack.message}`);
      }
    }
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it.each(PARTIES.map((label, i) => ({ label, i })))(
    '$label joins its own cart and customer channels and none of the other three tables',
    async ({ i }) => {
      const socket = sockets[i] as ClientSocket;
      for (const [j, names] of channels.entries()) {
        const expected = i === j ? { ok: true } : { ok: false, message: REFUSAL.notAllowed };
        expect(await subscribe(socket, names.cart), `${names.cart}`).toEqual(expected);
        expect(await subscribe(socket, names.customer), `${names.customer}`).toEqual(expected);
      }
    },
  );

  it.each(PARTIES.map((label, i) => ({ label, i })))(
    'events of $label’s order reach its socket only',
    async ({ i }) => {
      const b = parties[i] as Party;
      for (const socket of sockets) socket.received.length = 0;
      const from = t.events.length;
      const call = await t.app.inject({
        method: 'PUT',
        url: `${R.callWaiter}?orderId=${b.orderId}&callWaiter=true&callWaiterReasons=CUTLERY`,
        headers: b.headers,
      });
      expect(call.statusCode, call.body).toBe(200);
      const add = await t.app.inject({
        method: 'POST',
        url: `${R.addOrderItems}?orderId=${b.orderId}`,
        headers: b.headers,
        payload: { orderId: b.orderId, menuItemsBody: [cartItem(b, b.menuItemId)] },
      });
      expect(add.statusCode, add.body).toBe(200);

      const own = sockets[i] as ClientSocket & { received: Received[] };
      await waitForEvents(own, 'customerCallWaiterPusherEvent');
      await waitForEvents(own, 'updateOrderCart');
      expect(own.received.map((r) => r.event).sort()).toEqual([
        'customerCallWaiterPusherEvent',
        'updateOrderCart',
      ]);
      // A round trip on each other socket: anything sent to it before is in by then.
      for (const [j, socket] of sockets.entries()) {
        if (j === i) continue;
        expect(await subscribe(socket, (channels[j] as { cart: string }).cart)).toEqual({
          ok: true,
        });
        expect(socket.received, PARTIES[j]).toEqual([]);
      }
      const ids = { tenantId: b.tenantId, branchId: b.branchId, tableId: b.tableId };
      const ownRooms = [rooms.cart(ids), rooms.customer(ids), rooms.staff(ids)];
      const published = t.events.slice(from);
      expect(published.length).toBeGreaterThan(0);
      for (const event of published) expect(ownRooms).toContain(event.room);
    },
  );
});
