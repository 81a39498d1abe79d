import path from 'node:path';
import type { Page } from '@playwright/test';
import { menuItemId } from '../support/api';
import { checkIn, entrySubmit, joinWithPin, scanTable } from '../support/check-in';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import {
  addFromEat,
  confirmCart,
  footer,
  LIVE,
  openOrders,
  seatVerifiedGuest,
} from '../support/ordering';
import { SCREENSHOTS_DIR } from '../support/screenshot';
import type { Staff } from '../support/staff';

// Issue 16, the guest's feedback: a cart within one tap from every menu screen (fix 3),
// toasts that say what really happened (fix 4), an entry form that survives the Terms page
// (fix 1) and a Pay Bill that says what it will clear (fix 5).

const PAPAD = 'Masala Papad'; // ₹160 at the demo branch
const CHAAT = 'Masala Peanut Chaat'; // ₹220
const PRICES_CHANGED = 'Prices have been changed!';

const cartBar = (page: Page) => page.getByRole('link', { name: /^View cart, / });

/** What the guest sees (not the whole page): a floating bar or a toast sits in the viewport. */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(SCREENSHOTS_DIR, test.info().project.name, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}

/** The space the layout keeps below the content of a menu screen (the main's padding). */
const reservedBelowContent = (page: Page) =>
  page.getByRole('main').evaluate((main) => getComputedStyle(main).paddingBottom);

/** Where the content of the page ends on screen once scrolled to the very bottom. */
const contentEndAtScrollEnd = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return Math.max(...Array.from(main.children, (child) => child.getBoundingClientRect().bottom));
  });

/**
 * Resolves once the page's realtime connection has joined `channel`. The guest app opens the
 * connection only after the page has loaded, and an event sent before the join never reaches
 * the page: a change made that early is one no guest could have been told of.
 */
function channelJoined(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const sent = /^42(\d+)\["subscribe",\{"channel":"([^"]+)"\}\]$/.exec(String(payload));
        if (sent?.[1] && sent[2] === channel) asked.add(sent[1]);
      });
      socket.on('framereceived', ({ payload }) => {
        const ack = /^43(\d+)\[\{"ok":true\}\]$/.exec(String(payload));
        if (ack?.[1] && asked.has(ack[1])) resolve();
      });
    });
  });
}

async function orderItemIdOf(staff: Staff, orderId: number, name: string): Promise<number> {
  const order = await staff.order(orderId);
  const item = order.orderGroups
    .flatMap((group) => group.orderItems)
    .find((line) => line.menuItemMaster.displayName === name);
  if (!item) throw new Error(`No ${name} on order ${orderId}`);
  return item.id;
}

test('fix 3: both phones show the cart bar with its count and total; it opens the cart and goes once the order is confirmed', async ({
  page: host,
  newTableId,
  openGuestPage,
  staff,
}) => {
  // Two check-ins and live updates both ways: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const { orderId } = await seatVerifiedGuest(host, staff, {
    tableId: newTableId,
    name: 'Meera Iyer',
  });
  const guest = await openGuestPage();
  await joinWithPin(guest, { page: host, orderId }, { tableId: newTableId, name: 'Kabir Khan' });
  await expect(guest.getByRole('tablist', { name: 'Menu sections' })).toBeVisible();
  await expect(cartBar(guest)).toHaveCount(0);
  const reservedBefore = await reservedBelowContent(guest);

  await test.step('the host adds: both phones show the bar with the count and the total', async () => {
    await addFromEat(host, 'Small Plates', PAPAD);
    for (const page of [host, guest]) {
      await expect(page.getByRole('link', { name: 'View cart, 1 item, ₹160.00' })).toBeVisible(
        LIVE,
      );
    }
    await addFromEat(host, 'Small Plates', CHAAT);
    for (const page of [host, guest]) {
      await expect(page.getByRole('link', { name: 'View cart, 2 items, ₹380.00' })).toBeVisible(
        LIVE,
      );
    }
    // The bar floats over space the layout keeps anyway, so nothing moved when it came, and
    // at the end of the page it covers no content; a full tap target above the footer.
    expect(await reservedBelowContent(guest)).toBe(reservedBefore);
    const bar = await cartBar(guest).boundingBox();
    const nav = await footer(guest).boundingBox();
    expect(bar && nav && bar.height >= 44 && bar.y + bar.height <= nav.y).toBe(true);
    expect(await contentEndAtScrollEnd(guest)).toBeLessThanOrEqual(bar?.y ?? 0);
    await viewShot(host, 'cart-bar-host');
    await viewShot(guest, 'cart-bar-guest');
  });

  await test.step('tapping the bar opens the cart', async () => {
    await cartBar(host).click();
    await expect(host).toHaveURL(/\/order$/);
    await expect(host.getByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(host.getByRole('listitem').filter({ hasText: CHAAT })).toBeVisible();
    // The cart itself needs no bar.
    await expect(cartBar(host)).toHaveCount(0);
  });

  await test.step('once the host confirms, the bar goes on both phones', async () => {
    await confirmCart(host);
    await expect(host.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(cartBar(guest)).toHaveCount(0, LIVE);
    await footer(host).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(host).toHaveURL(/\/home$/);
    await expect(cartBar(host)).toHaveCount(0);
  });

  await test.step('staff cancel a portion with a reason: both phones say what and why', async () => {
    const papad = await orderItemIdOf(staff, orderId, PAPAD);
    await staff.cancelItem(papad, 1, 'out of papad');
    const told = '1 × Masala Papad cancelled: out of papad';
    for (const page of [host, guest]) {
      await expect(page.getByText(told, { exact: true })).toBeVisible(LIVE);
    }
    await viewShot(guest, 'toast-item-cancelled');
  });
});

test('fix 4: a dish running out is named, without the price toast; a price change shows the price toast', async ({
  page,
  newTableId,
  staff,
}) => {
  const dish = 'Caramel Custard';
  const dishId = await menuItemId(page.request, DEMO.branchId, dish);
  const live = channelJoined(page, `price-${DEMO.branchId}`);
  await checkIn(page, { tableId: newTableId, name: 'Arun Kumar', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('tab', { name: 'Eat' }).click();
  await page.getByRole('button', { name: /^Desserts/ }).click();
  const card = page.getByRole('article').filter({ hasText: dish });
  await expect(card.getByRole('button', { name: `Add ${dish}`, exact: true })).toBeVisible();
  const soldOut = page.getByText(`${dish} is now out of stock`, { exact: true });
  const pricesChanged = page.getByText(PRICES_CHANGED, { exact: true });

  await live;
  try {
    await staff.setAvailability(DEMO.branchId, dishId, false);
    await expect(soldOut).toBeVisible(LIVE);
    // The dish stays on the menu, marked, and nobody is told prices moved.
    await expect(card.getByText('Out of Stock', { exact: true })).toBeVisible(LIVE);
    await expect(pricesChanged).toHaveCount(0);
    await viewShot(page, 'toast-out-of-stock');
  } finally {
    await staff.setAvailability(DEMO.branchId, dishId, true);
  }
  await expect(card.getByRole('button', { name: `Add ${dish}`, exact: true })).toBeVisible(LIVE);
  // Gone by itself, so the next toast is seen on its own.
  await expect(soldOut).toBeHidden({ timeout: 8_000 });

  const price = await card.getByText(/₹\d/).first().innerText();
  const rupees = Number(price.replace(/[^\d.]/g, ''));
  try {
    await staff.setBranchPrice(DEMO.branchId, dishId, rupees + 10);
    await expect(pricesChanged).toBeVisible(LIVE);
    await expect(page.getByText(/is now out of stock/)).toHaveCount(0);
    await viewShot(page, 'toast-prices-changed');
  } finally {
    await staff.setBranchPrice(DEMO.branchId, dishId, rupees);
  }
});

test('fix 1: the entry form keeps the number, guests and agreement across the Terms page, even through a reload', async ({
  page,
  newTableId,
}) => {
  await scanTable(page, newTableId);
  await expect(entrySubmit(page, 'NEW')).toBeVisible();
  const number = page.getByRole('textbox', { name: 'Mobile number' });
  const threeGuests = page.getByRole('radio', { name: '3 guests' });
  const agreement = page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ });
  await number.fill('9876501234');
  await threeGuests.check();
  await agreement.check();

  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms\/conditions$/);
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  // A phone may drop the tab in the background and load it again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  await expect(entrySubmit(page, 'NEW')).toBeVisible();
  await expect(number).toHaveValue('9876501234');
  await expect(threeGuests).toBeChecked();
  await expect(agreement).toBeChecked();
});

test('fix 5: Pay Bill says how many unconfirmed items asking for the bill will clear', async ({
  page,
  newTableId,
  staff,
}) => {
  test.setTimeout(60_000);
  const { orderId } = await seatVerifiedGuest(page, staff, {
    tableId: newTableId,
    name: 'Sana Qureshi',
  });
  await addFromEat(page, 'Small Plates', PAPAD);
  await openOrders(page);
  await confirmCart(page);
  await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  expect(await staff.deliverAll(orderId)).toBe(1);

  // Two more portions, not ordered yet.
  await addFromEat(page, 'Small Plates', CHAAT);
  // The dish has choices: one more is 'Repeat last' in its sheet.
  await page.getByRole('button', { name: `Add one ${CHAAT}` }).click();
  await page
    .getByRole('dialog', { name: CHAAT })
    .getByRole('button', { name: 'Repeat last' })
    .click();
  await expect(page.getByRole('link', { name: 'View cart, 2 items, ₹440.00' })).toBeVisible(LIVE);

  await footer(page).getByRole('button', { name: 'Pay Bill' }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay Bill' });
  await expect(
    sheet.getByText('2 items in the cart are not ordered yet and will be removed.', {
      exact: true,
    }),
  ).toBeVisible();
  await viewShot(page, 'pay-bill-clears-unconfirmed');
  await sheet.getByRole('button', { name: 'Not yet' }).click();
  await expect(sheet).toBeHidden();
});
