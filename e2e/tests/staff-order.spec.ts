import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { confirmCart, footer, LIVE, openOrders } from '../support/ordering';
import { staffFlow } from '../support/staff-flow';

// The order screen of the staff console, two-sided: a manager closes or voids a table, a
// waiter delivers, cancels a portion and completes a group; the guests' phones follow live.
// (Verifying a table from its QR code: staff-verify.spec.ts.)

const NOT_VERIFIED = 'Your Table is not yet verified';
const SESSION_EXPIRED = 'Your session has expired, scan to start again!';
const VOIDED = 'You cannot access this order anymore!';
/** The logout event shows a leaving notice for 4 s first (spec section 9). */
const AFTER_LOGOUT = { timeout: LIVE.timeout + 4_000 };
const TWICE = 'Masala Peanut Chaat';
const ONCE = 'Crispy Corn Pepper Salt';

const { openConsole, seatGuest } = staffFlow();

/** Adds `quantity` of a Small Plates item; each has kitchen instructions, so ADD opens its sheet. */
async function addSmallPlate(page: Page, item: string, quantity = 1): Promise<void> {
  await page.getByRole('tab', { name: 'Eat' }).click();
  const category = page.getByRole('button', { name: /^Small Plates/ });
  await expect(category).toBeVisible();
  if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
  await page.getByRole('button', { name: `Add ${item}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: item });
  for (let count = 1; count < quantity; count++) {
    await sheet.getByRole('button', { name: `Add one ${item}` }).click();
  }
  await sheet.getByRole('button', { name: /^Add item/ }).click();
  await expect(sheet).toBeHidden();
}

test('a manager moves the party, then closes the table; the guest’s session expires live', async ({
  page: guest,
  newTableId,
  browser,
  baseURL,
}) => {
  const orderId = await seatGuest(guest, newTableId, 'Farah Sheikh');
  const manager = await openConsole(browser, baseURL!, {
    user: 'manager',
    path: `/orders/${orderId}`,
  });
  await expect(
    manager.getByRole('heading', { name: `Table ${newTableId}`, level: 1 }),
  ).toBeVisible();
  await expect(manager.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(manager.getByText('Nothing ordered yet')).toBeVisible();

  // The party moves first: the guest's phone follows the order to its new table.
  await manager.getByRole('button', { name: 'Move to another table' }).click();
  const move = manager.getByRole('dialog', { name: `Move Table ${newTableId}` });
  const free = move.getByRole('radio').first();
  const table = `Table ${await free.getAttribute('value')}`;
  await free.check();
  await inspectScreen(manager, 'staff-order-move-phone');
  await move.getByRole('button', { name: `Move to ${table}` }).click();
  await expect(move).toBeHidden();
  await expect(manager.getByRole('heading', { name: table, level: 1 })).toBeVisible();

  await manager.getByRole('button', { name: 'Close table' }).click();
  const dialog = manager.getByRole('dialog', { name: `Close ${table}?` });
  await expect(dialog).toContainText('session has expired');
  await inspectScreen(manager, 'staff-order-close-phone');
  await dialog.getByRole('button', { name: 'Close table' }).click();

  await expect(guest).toHaveURL(/\/session-expired$/, AFTER_LOGOUT);
  await expect(guest.getByText(SESSION_EXPIRED, { exact: true })).toBeVisible();
  await expect(manager.getByText(/closed without payment/)).toBeVisible();
  await expect(manager.getByText('Closed', { exact: true })).toBeVisible();
  await expect(manager.getByRole('button', { name: /Close table|Void order/ })).toHaveCount(0);
});

test('a manager voids the order; the guest cannot access it anymore', async ({
  page: guest,
  newTableId,
  browser,
  baseURL,
}) => {
  const orderId = await seatGuest(guest, newTableId, 'Leela Nair');
  const manager = await openConsole(browser, baseURL!, {
    user: 'manager',
    path: `/orders/${orderId}`,
  });
  const watching = await openConsole(browser, baseURL!, {
    user: 'manager',
    device: 'tablet',
    path: `/orders/${orderId}`,
  });
  await expect(watching.getByRole('button', { name: 'Void order' })).toBeVisible();
  await manager.getByRole('button', { name: 'Void order' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Void this order?' });
  await expect(dialog).toContainText(VOIDED);
  await dialog.getByRole('button', { name: 'Void order' }).click();

  await expect(guest.getByText(VOIDED, { exact: true })).toBeVisible(LIVE);
  await expect(manager.getByText(/This order was voided/)).toBeVisible();
  await expect(manager.getByText('Void', { exact: true })).toBeVisible();
  // Another screen on the same order turns read-only live.
  await expect(watching.getByText(/This order was voided/)).toBeVisible(LIVE);
  await expect(watching.getByRole('button', { name: 'Void order' })).toHaveCount(0);
});

test('a waiter delivers, cancels a portion and completes a group from the order screen', async ({
  page: guest,
  newTableId,
  browser,
  baseURL,
  staff,
}) => {
  test.setTimeout(120_000);
  const orderId = await seatGuest(guest, newTableId, 'Meera Iyer');
  const table = `Table ${newTableId}`;

  const waiter = await test.step('a waiter may look at the verify page, not verify', async () => {
    const page = await openConsole(browser, baseURL!, {
      user: 'waiter',
      path: `/verify/${orderId}`,
    });
    await expect(page.getByText(/Only a customer associate or a manager can verify/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify table' })).toHaveCount(0);
    await staff.verify(orderId);
    await expect(page.getByText(`${table} is already verified`)).toBeVisible(LIVE);
    await expect(guest.getByRole('heading', { name: NOT_VERIFIED })).toHaveCount(0, LIVE);
    return page;
  });

  const cart = waiter.getByRole('region', { name: "In the guests' cart" });
  const group = waiter.getByRole('region', { name: 'Order #01' });
  await test.step("the guests' cart shows on the order screen as they fill it", async () => {
    await addSmallPlate(guest, TWICE, 2);
    await waiter.getByRole('link', { name: 'Open the order' }).click();
    await expect(waiter).toHaveURL(`${baseURL}/staff/orders/${orderId}`);
    await expect(cart.getByText(`2 × ${TWICE}`)).toBeVisible();
    await addSmallPlate(guest, ONCE);
    await expect(cart.getByText(`1 × ${ONCE}`)).toBeVisible(LIVE);
    await expect(cart.getByRole('button')).toHaveCount(0);
  });

  await test.step(`the guest confirms 2 × ${TWICE} and 1 × ${ONCE}`, async () => {
    await openOrders(guest);
    await confirmCart(guest);
    await expect(guest.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(guest.getByText(`2 × ${TWICE}`)).toBeVisible();
    await expect(group.getByText(`2 × ${TWICE}`)).toBeVisible(LIVE);
    await expect(cart).toHaveCount(0);
  });

  await test.step('the guest calls for water; the waiter resolves it', async () => {
    await footer(guest).getByRole('button', { name: 'Call Waiter' }).click();
    const sheet = guest.getByRole('dialog', { name: 'Call Waiter' });
    await sheet.getByRole('button', { name: 'Water' }).click();
    await expect(sheet.getByRole('status')).toHaveText('The waiter has been told: Water.');
    await guest.keyboard.press('Escape');
    const call = waiter.getByRole('region', { name: 'The guests called a waiter' });
    await expect(call.getByText('Water', { exact: true })).toBeVisible(LIVE);
    await expect(group.getByText('Added by Meera Iyer').first()).toBeVisible();
    await inspectScreen(waiter, 'staff-order-phone');
    await call.getByRole('button', { name: 'Resolve' }).click();
    await expect(call).toHaveCount(0);
  });

  await test.step('the waiter delivers one line', async () => {
    await group.getByRole('button', { name: `Deliver ${ONCE}` }).click();
    // The innermost list item of the line (the group's card is a list item too).
    const line = guest.getByRole('listitem').filter({ hasText: ONCE }).last();
    await expect(line.getByText('Delivered', { exact: true })).toBeVisible(LIVE);
    await expect(group.getByRole('button', { name: `Deliver ${ONCE}` })).toHaveCount(0);
  });

  await test.step('the waiter cancels one portion with a reason', async () => {
    await group.getByRole('button', { name: `Cancel ${TWICE}…` }).click();
    const dialog = waiter.getByRole('dialog', { name: `Cancel ${TWICE}` });
    await dialog.getByRole('button', { name: 'One more' }).click();
    await expect(dialog.getByRole('button', { name: 'Cancel 2 portions' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'One more' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'One fewer' }).click();
    await dialog
      .getByRole('textbox', { name: 'Reason (optional)' })
      .fill('Guest changed their mind');
    await inspectScreen(waiter, 'staff-order-cancel-phone');
    await dialog.getByRole('button', { name: 'Cancel 1 portion' }).click();
    await expect(dialog).toBeHidden();
    // The guest is told what and why, and the line shows what is left.
    await expect(
      guest.getByText(`1 × ${TWICE} cancelled: Guest changed their mind`, { exact: true }),
    ).toBeVisible(LIVE);
    const orders = guest.getByRole('main');
    await expect(orders.getByText(`1 × ${TWICE}`)).toBeVisible(LIVE);
    await expect(orders.getByText(`2 × ${TWICE}`)).toHaveCount(0);
    await expect(group.getByText('1 cancelled')).toBeVisible();
  });

  await test.step('the waiter completes the group: the guest sees DELIVERED', async () => {
    await group.getByRole('button', { name: 'Complete Order #01' }).click();
    await expect(guest.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);
    await expect(guest.getByText('IN PROGRESS', { exact: true })).toHaveCount(0);
    await expect(group.getByText('Completed', { exact: true })).toBeVisible();
  });

  await test.step('the order screen on a tablet', async () => {
    const tablet = await openConsole(browser, baseURL!, {
      user: 'waiter',
      device: 'tablet',
      path: `/orders/${orderId}`,
    });
    await expect(tablet.getByRole('heading', { name: table, level: 1 })).toBeVisible();
    await inspectScreen(tablet, 'staff-order-tablet');
    await tablet.getByRole('button', { name: `Cancel ${TWICE}…` }).click();
    await expect(tablet.getByRole('dialog', { name: `Cancel ${TWICE}` })).toBeVisible();
    await inspectScreen(tablet, 'staff-order-cancel-tablet');
  });
});
