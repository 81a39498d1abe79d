// Shared set-up of the split-bill tests: a table of guests who each ordered, the setting on.
import type { TSplitBill } from '@tableside/shared/contract/bill-share';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { PaymentStatus } from '@tableside/shared/domain/enums';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { branchSettings, payments } from '../../src/db/schema/index';
import { settlePaymentSession } from '../../src/services/payments/settle-payment-session';
import { addGroup, demoItems } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import type { TestApp } from '../helpers/test-app';

export async function setSplit(t: TestApp, branchId: number, on: boolean) {
  await t.db
    .update(branchSettings)
    .set({ splitBillEnabled: on })
    .where(eq(branchSettings.branchId, branchId));
}

/** Asha had a papad (₹160), Ben a soup (₹260), both served; the split bill is on. */
export async function seatTable(t: TestApp, tableId: number) {
  const asha = await seatGuest(t.db, t.clock, { tableId, name: 'Asha' });
  const ben = await seatGuest(t.db, t.clock, { tableId, name: 'Ben' });
  const demo = await demoItems(t.db);
  await addGroup(t.db, asha, 'COMPLETED', [{ menuItemId: demo.papad, quantity: 1 }]);
  await addGroup(t.db, ben, 'COMPLETED', [{ menuItemId: demo.soup, quantity: 1 }]);
  await setSplit(t, asha.branchId, true);
  return { asha, ben };
}

export function readSplit(t: TestApp, guest: SeatedGuest) {
  return t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.splitBill}?orderId=${guest.orderId}`,
    headers: guest.headers,
  });
}

export async function splitBill(t: TestApp, guest: SeatedGuest): Promise<TSplitBill> {
  const res = await readSplit(t, guest);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function payShare(t: TestApp, guest: SeatedGuest, body: object) {
  return t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.billShare,
    headers: guest.headers,
    payload: { orderId: guest.orderId, tip: { kind: 'PERCENT', percent: 0 }, ...body },
  });
}

export const lineOf = (bill: TSplitBill, who: string) => {
  const line = bill.lines.find((l) => l.orderedBy.includes(who));
  if (!line) throw new Error(`no line ordered by ${who}`);
  return line;
};

export const whole = (lineKey: string) => ({
  way: 'ITEMS',
  claims: [{ lineKey, numerator: 1, denominator: 1 }],
});

export const settle = (t: TestApp, sessionId: string, status: PaymentStatus) =>
  settlePaymentSession(
    { db: t.db, clock: t.clock, publisher: t.publisher },
    { sessionId, report: { status } },
  );

export const paymentsOf = (t: TestApp, orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId));
