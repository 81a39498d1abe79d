import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { endOnGateway, openShare, readSplitBill } from '../support/bill-shares';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { addFromEat, confirmCart, LIVE, openOrders, seatVerifiedGuest } from '../support/ordering';
import { screenshot } from '../support/screenshot';
import { openStaffConsole } from '../support/staff-console';

// Issue 17 item 6 (decision 0019): a guest who paid his share of a split bill gets his share's
// receipt link with the payment result, and its page shows the table's bill and 'Your share'.

const ITEM = 'Masala Papad';
const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

/** The owner turns splitting on (or off) through the console's own request. */
async function setSplit(owner: Page, on: boolean) {
  const url = `/v1/staff/branches/${DEMO.branchId}`;
  const rules = await (await owner.request.get(`${url}/pricing-rules`)).json();
  const saved = await owner.request.put(`${url}/pricing-split-bill`, {
    data: { splitBill: on, version: rules.roundingVersion },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('a guest pays half an item with a tip and opens his share’s receipt', async ({
  page: guest,
  browser,
  newTableId,
  baseURL,
  staff,
}) => {
  test.setTimeout(150_000);
  const { orderId } = await seatVerifiedGuest(guest, staff, { tableId: newTableId, name: 'Asha' });
  await addFromEat(guest, 'Small Plates', ITEM);
  await openOrders(guest);
  await confirmCart(guest);
  await expect(guest.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  expect(await staff.deliverAll(orderId)).toBe(1);
  const owner = await openStaffConsole(browser, baseURL!, { user: 'owner', path: '/charges' });
  await setSplit(owner.page, true);
  try {
    const bill = await readSplitBill(guest, orderId);
    const [line] = bill.lines;
    if (!line) throw new Error('The split bill has no line');
    const half = Math.floor((Math.round(line.due * 100) + 1) / 2) / 100;
    const share = await openShare(guest, orderId, {
      share: { way: 'ITEMS', claims: [{ lineKey: line.key, numerator: 1, denominator: 2 }] },
      tip: { kind: 'PERCENT', percent: 10 },
      expectedAmount: half,
    });
    await endOnGateway(guest, share, 'Pay successfully');
    const status = await (
      await guest.request.get(`/v1/order/payment/public/payment-status?orderId=${orderId}`, {
        headers: { 'x-tenant': String(DEMO.brandId) },
      })
    ).json();
    expect(status).toMatchObject({ status: 'CHARGED' });
    const token: string = status.shareReceipt.token;

    // The link opens in a browser with no session, as from the SMS.
    const context = await browser.newContext({ baseURL, ...{ viewport: guest.viewportSize() } });
    const page = await context.newPage();
    await page.goto(`/receipt/${token}`);
    const yours = page.getByRole('region', { name: 'Your share' });
    await expect(yours).toBeVisible(LIVE);
    await expect(page.getByText(ITEM).first()).toBeVisible();
    await expect(yours.getByText('Items', { exact: true })).toBeVisible();
    await expect(yours.getByRole('listitem')).toHaveText([`${ITEM}1/2`]);
    const sum = (name: string) =>
      yours.locator('.ts-receipt__row').filter({ has: page.getByText(name, { exact: true }) });
    await expect(sum('Share')).toContainText(inr(share.amount));
    await expect(sum('Tip')).toContainText(inr(share.tip));
    await expect(sum('Total paid')).toContainText(inr(share.amount + share.tip));
    await expect(sum('Table total')).toContainText(inr(bill.payableAmount));
    await screenshot(page, 'guest-share-receipt');
    await expectAccessible(page, 'guest-share-receipt');
    await context.close();
  } finally {
    await setSplit(owner.page, false);
    await owner.context.close();
  }
});
