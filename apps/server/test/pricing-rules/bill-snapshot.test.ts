// The quality bar: changing a tax rate, a charge, the rounding or the hours never
// changes the bill of an order opened before; orders opened afterwards bill the new settings.
import { CATALOGUE_ROUTES } from '@tableside/shared/contract/catalogue-extras';
import type { TPricingRules } from '@tableside/shared/contract/pricing-rules';
import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bills, branchSettings, orders } from '../../src/db/schema/index';
import { addGroup, addKnownCart, addServedPapad, KNOWN_BILL } from '../billing/order-fixture';
import { createItem, itemBody } from '../catalogue/catalogue-fixture';
import { checkInNewGuest } from '../check-in/check-in-helpers';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import {
  archiveUrl,
  BRANCH,
  call,
  createUrl,
  path,
  readRules,
  roundingUrl,
  ruleUrl,
} from './pricing-fixture';

const t = useTestApp();
let manager: Record<string, string>;
let waiter: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
  waiter = await signIn(t, 'waiter');
});

/** A guest checks in through the real call, which opens the table's order. */
async function openOrderAt(tableId: number): Promise<SeatedGuest> {
  const checkedIn = await checkInNewGuest(t, { tableId });
  const orderId = checkedIn.body.orderId;
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.primaryCustomerId) throw new Error('check-in opened no order');
  return {
    orderId,
    customerId: order.primaryCustomerId,
    tenantId: 1,
    branchId: 1,
    tableId,
    tableCode: order.tableCode,
    headers: { cookie: checkedIn.cookie, 'x-tenant': '1' },
  };
}

async function guestBill(g: SeatedGuest) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.billing}?orderId=${g.orderId}&customerId=${g.customerId}`,
    headers: g.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function staffBill(g: SeatedGuest) {
  const url = buildPath(STAFF_ROUTES.orderBill, { orderId: g.orderId });
  const res = await call(t, manager, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function storedBill(orderId: number) {
  const [row] = await t.db.select().from(bills).where(eq(bills.orderId, orderId));
  return row;
}

async function payInCash(g: SeatedGuest, amount: number) {
  const checkout = await call(t, waiter, 'POST', buildPath(STAFF_ROUTES.checkout, g));
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await call(t, waiter, 'POST', buildPath(STAFF_ROUTES.payments, g), {
    method: 'CASH',
    amount,
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Every kind of change the back office can make, each through its own route. */
async function changeEverything(rules: TPricingRules) {
  const [cgst, sgst] = rules.taxes;
  if (!cgst || !sgst) throw new Error('demo taxes missing');
  const edits = [
    call(t, manager, 'PATCH', ruleUrl('taxes', cgst.id), {
      name: 'CGST',
      kind: 'RATE',
      rate: 9,
      version: cgst.version,
    }),
    call(t, manager, 'POST', createUrl('charges'), { name: 'Cover', kind: 'FIXED', amount: 50 }),
    call(t, manager, 'PUT', archiveUrl('taxes', sgst.id), { version: sgst.version }),
    call(t, manager, 'PUT', roundingUrl(), { rounding: 'NONE', version: rules.roundingVersion }),
  ];
  for (const edit of edits) expect([200, 201, 204]).toContain((await edit).statusCode);
  await t.db
    .update(branchSettings)
    .set({
      hours: {
        weekly: Array.from({ length: 7 }, () => [{ open: '06:00', close: '23:30' }]),
        specialDays: [{ date: '2026-03-11', closed: true, windows: [], label: 'Holi' }],
        lastCallMinutes: 30,
      },
    })
    .where(eq(branchSettings.branchId, 1));
}

describe('bills follow the settings their order opened with', () => {
  it('keeps open and paid bills as they were and bills new orders by the new settings', async () => {
    const open = await openOrderAt(1);
    await addKnownCart(t.db, open);
    const guestBefore = await guestBill(open);
    expect(guestBefore).toEqual({ orderId: open.orderId, ...KNOWN_BILL });
    const staffBefore = await staffBill(open);

    const paid = await openOrderAt(2);
    await addServedPapad(t.db, paid);
    await payInCash(paid, 181);
    const paidRow = await storedBill(paid.orderId);
    expect(paidRow?.payableMinor).toBe(18_100);
    const paidStaffBefore = await staffBill(paid);

    await changeEverything(await readRules(t, manager));

    expect(await guestBill(open)).toEqual(guestBefore);
    expect(await staffBill(open)).toEqual(staffBefore);
    expect(await staffBill(paid)).toEqual(paidStaffBefore);
    expect(await storedBill(paid.orderId)).toEqual(paidRow);

    // Opened afterwards: items 1790; service 7.5% = 134.25 and cover 50; CGST 9% of
    // 1974.25 = 177.68; no SGST; no rounding: 2151.93.
    const later = await openOrderAt(3);
    await addKnownCart(t.db, later);
    expect(await guestBill(later)).toMatchObject({
      charges: [
        { charges: { name: 'Service Charge' }, rate: 7.5, amount: 134.25 },
        { charges: { name: 'Cover' }, rate: 0, amount: 50, fixed: true },
      ],
      taxSummary: [{ tax: { name: 'CGST' }, rate: 9, amount: 177.68 }],
      totalCharge: 184.25,
      totalTax: 177.68,
      roundOff: 0,
      payableAmount: 2151.93,
    });
    expect((await staffBill(later)).payableAmount).toBe(2151.93);
    // The open order still pays its own bill: what it showed before the edits.
    expect((await guestBill(open)).payableAmount).toBe(KNOWN_BILL.payableAmount);
  });

  it("applies a rule on a category to its sub-categories' items", async () => {
    const categoriesUrl = path(CATALOGUE_ROUTES.categories, { branchId: BRANCH });
    const top = await call(t, manager, 'POST', categoriesUrl, { tab: 'EAT', name: 'Grill' });
    const sub = await call(t, manager, 'POST', categoriesUrl, {
      tab: 'EAT',
      name: 'Kebabs',
      parentId: top.json().id,
    });
    const kebab = await createItem(t, manager, itemBody(sub.json().id, 'Seekh Kebab'));
    const cess = await call(t, manager, 'POST', createUrl('taxes'), {
      name: 'Grill cess',
      kind: 'RATE',
      rate: 10,
      categoryIds: [top.json().id],
    });
    expect(cess.statusCode, cess.body).toBe(201);
    const g = await openOrderAt(4);
    const half = kebab.sizes.find((size) => size.name === 'Half');
    await addGroup(t.db, g, 'COMPLETED', [{ menuItemId: half?.id ?? 0, quantity: 1 }]);
    // Kebab 150 with service 11.25 and cover 50 on it: the cess is 10% of 211.25 = 21.13.
    expect((await guestBill(g)).taxSummary).toContainEqual({
      tax: { name: 'Grill cess' },
      rate: 10,
      amount: 21.13,
    });
  });
});
