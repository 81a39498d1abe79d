import { menuItemId } from '../support/api';
import { checkIn } from '../support/check-in';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import {
  addFromEat,
  LIVE,
  openOrders,
  seatVerifiedGuest,
  slideToConfirm,
} from '../support/ordering';
import { screenshot } from '../support/screenshot';

// The kitchen runs out of something while guests order (spec sections 2, 4 and 8). The staff
// switch an item out of stock; the branch's menus and the carts holding it follow live.

const OUT_OF_STOCK_ON_CONFIRM =
  'One or more items in the cart has gone out of stock. Please remove them from the cart to confirm the order';
const PRICES_CHANGED = 'Prices have been changed!';

test('an item that runs out in the cart blocks the confirmation until it is removed', async ({
  page,
  newTableId,
  staff,
  pageConsole,
}) => {
  // The confirmation is refused (409) while the cart holds the item.
  pageConsole.expectFailedRequest('/v1/order/public/confirmation', 409);
  const gone = 'Beer-Battered Fish Fingers';
  const kept = 'Masala Papad';
  const goneId = await menuItemId(page.request, DEMO.branchId, gone);
  await seatVerifiedGuest(page, staff, { tableId: newTableId, name: 'Sana Qureshi' });
  await addFromEat(page, 'Small Plates', gone);
  await addFromEat(page, 'Small Plates', kept);
  await openOrders(page);
  // In the page's main region: the toast naming the item is a list item too.
  const goneLine = page.getByRole('main').getByRole('listitem').filter({ hasText: gone });
  await expect(goneLine.getByRole('group', { name: `Quantity of ${gone}` })).toBeVisible();

  try {
    await staff.setAvailability(DEMO.branchId, goneId, false);
    await expect(page.getByText(`${gone} is now out of stock`, { exact: true })).toBeVisible(LIVE);
    await expect(goneLine.getByText('Out of Stock', { exact: true })).toBeVisible(LIVE);
    await expect(goneLine.getByRole('group', { name: `Quantity of ${gone}` })).toHaveCount(0);

    await slideToConfirm(page);
    await expect(page.getByText(OUT_OF_STOCK_ON_CONFIRM, { exact: true })).toBeVisible(LIVE);
    // The handle springs back and the cart stays as it was, on the Pending tab.
    await expect(page.locator('.ts-slide__handle')).toHaveAttribute('style', /translateX\(0px\)/);
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(goneLine).toBeVisible();
    await inspectScreen(page, 'order-pending-out-of-stock');

    await goneLine.getByRole('button', { name: `Remove ${gone}` }).click();
    await expect(goneLine).toHaveCount(0, LIVE);
    await slideToConfirm(page);
    await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    const main = page.getByRole('main');
    await expect(main.getByText(kept)).toBeVisible();
    await expect(main.getByText(gone)).toHaveCount(0);
    await screenshot(page, 'order-confirmed-without-out-of-stock');
  } finally {
    await staff.setAvailability(DEMO.branchId, goneId, true);
  }
});

test("a price change shows 'Prices have been changed!' for 5 s and refetches the menu; a stock change refetches without it", async ({
  page,
  newTableId,
  staff,
}) => {
  const item = 'Matka Kulfi';
  const itemId = await menuItemId(page.request, DEMO.branchId, item);
  await checkIn(page, { tableId: newTableId, name: 'Arun Kumar', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('tab', { name: 'Eat' }).click();
  await page.getByRole('button', { name: /^Desserts/ }).click();
  const card = page.getByRole('article').filter({ hasText: item });
  await expect(card.getByRole('button', { name: `Add ${item}`, exact: true })).toBeVisible();

  const toast = page.getByText(PRICES_CHANGED, { exact: true });
  try {
    // Availability reaches the menus live, without the price toast (issue 13).
    await staff.setAvailability(DEMO.branchId, itemId, false);
    await expect(card.getByText('Out of Stock', { exact: true })).toBeVisible(LIVE);
    await expect(card.getByRole('button', { name: `Add ${item}`, exact: true })).toHaveCount(0);
    await expect(toast).toHaveCount(0);
  } finally {
    await staff.setAvailability(DEMO.branchId, itemId, true);
  }
  await expect(card.getByRole('button', { name: `Add ${item}`, exact: true })).toBeVisible(LIVE);

  const price = await card.getByText(/₹\d/).first().innerText();
  const rupees = Number(price.replace(/[^\d.]/g, ''));
  try {
    await staff.setBranchPrice(DEMO.branchId, itemId, rupees + 10);
    await expect(toast).toBeVisible(LIVE);
    const shownAt = Date.now();
    await expect(card.getByText(`₹${(rupees + 10).toFixed(2)}`)).toBeVisible();
    await screenshot(page, 'home-prices-changed');
    // Longer than the 3 s of other toasts (spec section 9), then gone by itself.
    await expect(toast).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  } finally {
    await staff.setBranchPrice(DEMO.branchId, itemId, rupees);
  }
  await expect(card.getByText(`₹${rupees.toFixed(2)}`)).toBeVisible(LIVE);
});
