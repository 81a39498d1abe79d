import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { checkIn, scanTable } from '../support/check-in';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { footer, LIVE } from '../support/ordering';
import { screenshot } from '../support/screenshot';
import { checkedInOrderId } from '../support/session';
import { openStaffConsole, type StaffConsole } from '../support/staff-console';

// The staff console's floor, call-waiter queue and associate assignment, with guests on their
// own phones: what a guest does reaches the console live, and what the manager changes
// reaches the guests' entry page.

test.skip(() => test.info().project.name !== 'phone-390', 'staff flows run once');

const NOT_SERVICEABLE = 'Sorry! This table is currently not serviceable.';
const ASSOCIATE = 'Arjun (Customer Associate)';

const tableCard = (page: Page, tableId: number) =>
  page.getByRole('article', { name: `Table ${tableId}`, exact: true });

/** Waits for the console's realtime link, so no event of the steps that follow is missed. */
const expectLive = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(LIVE);

/**
 * The same signed-in member on a tablet: the session cookie is copied rather than signing in
 * again (sign-in is rate limited per user).
 */
async function onTablet(browser: Browser, baseURL: string, from: StaffConsole, path: string) {
  const tablet = await openStaffConsole(browser, baseURL, {
    user: 'manager',
    device: 'tablet',
    signedIn: false,
    path: '/login',
  });
  await tablet.context.addCookies(await from.context.cookies());
  await tablet.page.goto(`/staff${path}`);
  return tablet;
}

const consoles: StaffConsole[] = [];
test.afterEach(async () => {
  await Promise.all(consoles.splice(0).map(({ context }) => context.close()));
});

test('the manager signs in, watches a table open and resolves its call for a waiter, live', async ({
  browser,
  baseURL,
  newTableId,
  openGuestPage,
  staff,
  pageConsole,
}) => {
  test.setTimeout(120_000);
  pageConsole.expectFailedRequest('/v1/staff/auth/login', 401);
  const manager = await openStaffConsole(browser, baseURL!, {
    user: 'manager',
    signedIn: false,
    path: '/login',
  });
  consoles.push(manager);
  const { page } = manager;
  let orderId: number | undefined;

  try {
    await test.step('a wrong password shows the server message; the right one opens the floor', async () => {
      const tablet = await openStaffConsole(browser, baseURL!, {
        user: 'manager',
        device: 'tablet',
        signedIn: false,
        path: '/login',
      });
      consoles.push(tablet);
      await expect(tablet.page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
      await screenshot(tablet.page, 'staff-login-tablet');

      await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
      await expectAccessible(page, 'staff-login');
      await page.getByRole('textbox', { name: 'Username' }).fill('manager');
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
      await screenshot(page, 'staff-login-phone');

      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/staff\/floor$/);
      await expect(page.getByRole('heading', { name: 'Floor' })).toBeVisible();
    });

    const card = tableCard(page, newTableId);
    const guest = await openGuestPage();
    await test.step('a guest checks in; the card turns "Open · not verified" without a reload', async () => {
      await expect(card).toContainText('Free');
      await expect(tableCard(page, DEMO.notServiceableTable)).toContainText('Not serviceable');
      await expectLive(page);

      await checkIn(guest, { tableId: newTableId, name: 'Leela Iyer', guests: 3 });
      await expect(guest).toHaveURL(/\/home$/);
      orderId = await checkedInOrderId(guest);

      await expect(card).toContainText('Open · not verified', LIVE);
      await expect(card.getByRole('definition')).toHaveText(['3', /^\d{4}$/, /^\d+ min$/, '₹0.00']);
      await expect(card).toContainText(ASSOCIATE);
      await screenshot(page, 'staff-floor-phone');
      await expectAccessible(page, 'staff-floor');

      const tablet = await onTablet(browser, baseURL!, manager, '/floor');
      consoles.push(tablet);
      await expect(tableCard(tablet.page, newTableId)).toContainText('Open · not verified');
      await screenshot(tablet.page, 'staff-floor-tablet');
    });

    await test.step('the summary chips filter the grid', async () => {
      const chips = page.getByRole('group', { name: 'Show tables' });
      await chips.getByRole('button', { name: /^Open · not verified/ }).click();
      await expect(card).toBeVisible();
      await expect(tableCard(page, DEMO.notServiceableTable)).toHaveCount(0);
      await chips.getByRole('button', { name: /^All/ }).click();
      await expect(tableCard(page, DEMO.notServiceableTable)).toBeVisible();
    });

    await test.step('tapping an open table opens its order', async () => {
      await card.getByRole('link', { name: `Table ${newTableId}` }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
      await page.goBack();
      await expect(card).toBeVisible();
    });

    const call = tableCard(page, newTableId);
    const sheet = guest.getByRole('dialog', { name: 'Call Waiter' });
    await test.step('the guest calls a waiter; the call shows in the queue live', async () => {
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Calls' })
        .click();
      await expect(page.getByRole('heading', { name: 'Calls' })).toBeVisible();
      await expect(call).toHaveCount(0);
      await expectLive(page);

      await footer(guest).getByRole('button', { name: 'Call Waiter' }).click();
      await sheet.getByRole('button', { name: 'Water' }).click();
      await expect(sheet.getByRole('button', { name: /Water/ })).toBeDisabled();
      await sheet.getByRole('button', { name: 'Cutlery' }).click();
      await expect(sheet.getByRole('button', { name: /Cutlery/ })).toBeDisabled();

      await expect(call.getByRole('listitem')).toHaveText(['Water', 'Cutlery'], LIVE);
      await expect(page.getByText(`New call · Table ${newTableId}`)).toBeVisible();
      await screenshot(page, 'staff-calls-phone');
      await expectAccessible(page, 'staff-calls');

      const tablet = await onTablet(browser, baseURL!, manager, '/calls');
      consoles.push(tablet);
      await expect(tableCard(tablet.page, newTableId)).toBeVisible();
      await screenshot(tablet.page, 'staff-calls-tablet');
      await expectAccessible(tablet.page, 'staff-calls-tablet');
    });

    await test.step('Resolve takes the call off the queue; the guest may call again', async () => {
      await page.getByRole('button', { name: `Resolve call at Table ${newTableId}` }).click();
      await expect(call).toHaveCount(0);
      await expect(page.getByText('No open calls')).toBeVisible();
      await expect(sheet.getByRole('button', { name: /Water/ })).toBeEnabled(LIVE);
      await expect(sheet.getByText('Requested')).toHaveCount(0);
      await page.getByRole('link', { name: 'Floor' }).click();
      await expect(card).toContainText('Open · not verified');
      await expect(card).not.toContainText('Call waiter');
    });
  } finally {
    if (orderId !== undefined) await staff.close(orderId);
  }
});

test('the manager puts an associate on table 8 and takes them off again', async ({
  browser,
  baseURL,
  page: guest,
}) => {
  test.setTimeout(90_000);
  const manager = await openStaffConsole(browser, baseURL!, { user: 'manager', path: '/floor' });
  consoles.push(manager);
  const { page } = manager;
  const card = tableCard(page, DEMO.notServiceableTable);
  const change = page.getByRole('button', {
    name: `Change associate of Table ${DEMO.notServiceableTable}`,
  });
  const dialog = page.getByRole('dialog', {
    name: `Associate for Table ${DEMO.notServiceableTable}`,
  });

  try {
    await test.step('table 8 has nobody: not serviceable on the floor and to a guest', async () => {
      await expect(card).toContainText('Not serviceable');
      await expect(card).toContainText('No associate');
      await scanTable(guest, DEMO.notServiceableTable);
      await expect(guest.getByRole('alert')).toHaveText(NOT_SERVICEABLE);
    });

    await test.step('the manager picks a customer associate: the table takes guests', async () => {
      await change.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /No associate/ })).toBeChecked();
      await screenshot(page, 'staff-assign-phone');
      await expectAccessible(page, 'staff-assign');
      await dialog.getByRole('radio', { name: ASSOCIATE }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Free');
      await expect(card).toContainText(ASSOCIATE);

      await guest.reload();
      await expect(guest.getByRole('button', { name: 'Get Started', exact: true })).toBeVisible();
    });

    await test.step('the tablet shows the same picker', async () => {
      const tablet = await onTablet(browser, baseURL!, manager, '/floor');
      consoles.push(tablet);
      await tablet.page.getByRole('button', { name: `Change associate of Table 8` }).click();
      await expect(tablet.page.getByRole('dialog')).toBeVisible();
      await expect(tablet.page.getByRole('radio', { name: ASSOCIATE })).toBeChecked();
      await screenshot(tablet.page, 'staff-assign-tablet');
      await tablet.page.keyboard.press('Escape');
      await expect(tablet.page.getByRole('dialog')).toBeHidden();
    });

    await test.step('"No associate" warns, then makes the table not serviceable again', async () => {
      await change.click();
      await dialog.getByRole('radio', { name: /No associate/ }).check();
      await expect(dialog).toContainText(`will see “${NOT_SERVICEABLE}”`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('Not serviceable');

      await guest.reload();
      await expect(guest.getByRole('alert')).toHaveText(NOT_SERVICEABLE);
    });

    await test.step('a waiter sees the floor but no way to change an associate', async () => {
      const waiter = await openStaffConsole(browser, baseURL!, { user: 'waiter', path: '/floor' });
      consoles.push(waiter);
      await expect(tableCard(waiter.page, DEMO.notServiceableTable)).toBeVisible();
      await expect(waiter.page.getByRole('button', { name: /Change associate/ })).toHaveCount(0);
    });
  } finally {
    // Table 8 is the other specs' not-serviceable table, whatever happened above.
    const reset = await page.request.post(
      `/v1/staff/tables/${DEMO.notServiceableTable}/assign-associate`,
      { data: { staffUserId: null } },
    );
    expect(reset.ok(), `resetting table 8 answered ${reset.status()}`).toBe(true);
  }
});
