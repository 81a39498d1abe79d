import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branchSettings } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import {
  addItems,
  addOk,
  confirm,
  findSize,
  itemBody,
  seatNewOrder,
} from '../orders/cart-fixtures';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, getHours, ist, putHours, week } from './hours-fixture';

const t = useTestApp();
const settingsUrl = `/v1/branchSetting/public/all/${BRANCH}?branchSettingFilter=GENERAL_SETTINGS`;

async function generalSettings() {
  const res = await t.app.inject({ method: 'GET', url: settingsUrl });
  expect(res.statusCode).toBe(200);
  return res.json().generalSettings[0];
}

beforeAll(async () => {
  const manager = await signIn(t, 'manager');
  const { version } = (await getHours(t, manager)).json();
  expect((await putHours(t, manager, { hours: week, version })).statusCode).toBe(200);
});

describe("the guest app's general settings come from the weekly hours", () => {
  it.each<[string, string, string, string]>([
    ['the lunch window at lunch', '2026-03-10T13:00', '12:00:00', '15:00:00'],
    [
      "tonight's dinner window between lunch and dinner",
      '2026-03-10T16:00',
      '19:00:00',
      '23:00:00',
    ],
    [
      'a pair that reads closed on the holiday, opening at Friday lunch',
      '2026-03-12T13:30',
      '12:00:00',
      '13:30:00',
    ],
  ])('sends %s', async (_name, local, opening, closing) => {
    t.clock.set(ist(local));
    expect(await generalSettings()).toEqual({
      orderOpeningTime: opening,
      orderClosingTime: closing,
      timeZone: 'Asia/Kolkata',
      // India keeps one offset: it holds for the whole day ahead the answer covers.
      zoneClock: {
        offsetMinutes: 330,
        validUntil: new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString(),
      },
      lastCallMinutes: 20,
    });
  });

  it("leaves out lastCallMinutes when the branch keeps the spec's 10 minutes", async () => {
    await t.db
      .update(branchSettings)
      .set({ hours: { ...week, lastCallMinutes: 0 } })
      .where(eq(branchSettings.branchId, BRANCH));
    t.clock.set(ist('2026-03-10T13:00'));
    expect(await generalSettings()).not.toHaveProperty('lastCallMinutes');
    await t.db
      .update(branchSettings)
      .set({ hours: week })
      .where(eq(branchSettings.branchId, BRANCH));
  });
});

describe('orders follow the weekly hours, not the old pair of times', () => {
  it('takes items at lunch, refuses them between lunch and dinner and on the holiday', async () => {
    t.clock.set(ist('2026-03-10T13:00'));
    const guest = await seatNewOrder(t, { tableId: 9 });
    const coffee = await findSize(t.db, 'Filter Coffee', { branchId: BRANCH });
    const add = () => addItems(t, guest, [itemBody(guest, coffee.id)]);
    expect((await add()).statusCode).toBe(200);

    // 16:00 was open under the old pair (11:30 to 00:45); the weekly hours close at 15:00.
    t.clock.set(ist('2026-03-10T16:00'));
    const between = await add();
    expect(between.statusCode).toBe(409);
    expect(between.json().message).toBe(MSG.noMoreOrders);

    t.clock.set(ist('2026-03-10T19:00'));
    expect((await add()).statusCode).toBe(200);
  });

  it("keeps an open order's bill when the hours change (they only gate new items)", async () => {
    t.clock.set(ist('2026-03-10T13:00'));
    const guest = await seatNewOrder(t, { tableId: 9 });
    const coffee = await findSize(t.db, 'Filter Coffee', { branchId: BRANCH });
    const added = await addOk(t, guest, [itemBody(guest, coffee.id)]);
    const confirmed = await confirm(t, guest, added.order.orderGroups[0]?.id ?? 0);
    expect(confirmed.statusCode).toBe(200);
    const billUrl = `/v1/order/public/orderBilling?orderId=${guest.orderId}&customerId=${guest.customerId}`;
    const bill = () => t.app.inject({ method: 'GET', url: billUrl, headers: guest.headers });
    const before = await bill();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().payableAmount).toBeGreaterThan(0);

    const manager = await signIn(t, 'manager');
    const { version } = (await getHours(t, manager)).json();
    const closedAllWeek = { ...week, weekly: week.weekly.map(() => []), lastCallMinutes: 90 };
    expect((await putHours(t, manager, { hours: closedAllWeek, version })).statusCode).toBe(200);
    expect((await bill()).json()).toEqual(before.json());
  });
});
