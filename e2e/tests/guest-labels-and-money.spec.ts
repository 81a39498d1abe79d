import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import {
  addFromEat,
  confirmCart,
  footer,
  LIVE,
  openOrders,
  seatVerifiedGuest,
} from '../support/ordering';
import { SCREENSHOTS_DIR, screenshot } from '../support/screenshot';
import { checkedInOrderId } from '../support/session';

// Issue 16, fixes 6 to 8: a status is said in words, not by colour or an icon alone; the add-on
// limits show once and stop the steppers; amounts are the branch's money (rupees here), with no
// dollar drawn anywhere; the guests see what an associate asks for (order number, table).

const NOT_VERIFIED = 'Your Table is not yet verified';
const PIZZA = 'Build Your Own Pizza';

/** The table's name as the header shows it after 'TABLE'. */
async function tableName(page: Page): Promise<string> {
  const line = page.locator('.ts-branch-header__table');
  await expect(line).toContainText('TABLE');
  const text = (await line.locator('span').first().textContent()) ?? '';
  return text.replace(/^TABLE\s*/, '').trim();
}

/**
 * The '$' strokes of lucide's Receipt, DollarSign and Circle/BadgeDollarSign icons: a rupee
 * app drew a dollar on its Pay Bill button. (lucide-react 1 names no icon in a class.)
 */
const DOLLAR_STROKES = [
  'M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8',
  'M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8',
  'M17 5H9.5a1 1 0 000 7h5a1 1 0 010 7H6',
];

/** No '$' in the page's words, and no dollar drawn in an icon. */
async function expectNoDollar(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText('$');
  const drawn = DOLLAR_STROKES.map((d) => `svg path[d="${d}"]`).join(', ');
  await expect(page.locator(drawn)).toHaveCount(0);
}

const statusOf = (line: Locator) => line.locator('.ts-item-status');

/** An open sheet as the phone shows it: the viewport, not the whole page scrolled behind it. */
async function sheetScreenshot(page: Page, name: string): Promise<void> {
  const file = path.join(SCREENSHOTS_DIR, test.info().project.name, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}

test('the customisation sheet says Required once, why Add item is disabled, and its steppers stop at the maximum', async ({
  page,
  newTableId,
  staff,
}) => {
  await seatVerifiedGuest(page, staff, { tableId: newTableId, name: 'Leela Menon' });
  await page.getByRole('tab', { name: 'Eat' }).click();
  const category = page.getByRole('button', { name: /^Pizzas/ });
  if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
  await page.getByRole('button', { name: `Add ${PIZZA}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: PIZZA });
  const addItem = sheet.getByRole('button', { name: /^Add item/ });
  await expect(addItem).toBeDisabled();

  // The spec's hint once, above the add-ons; beside the button, what to do.
  await expect(sheet.getByText(/Required\*/)).toHaveCount(1);
  await expect(sheet.getByText('Required*: Please select 1 upto 3 add ons.')).toBeVisible();
  await expect(sheet.getByText('Choose at least 1 from Add-ons', { exact: true })).toBeVisible();
  await sheetScreenshot(page, 'customise-add-on-minimum');

  // An add-on's own stepper stops at its maximum (10 a line), with the reason on its +.
  await sheet.getByRole('checkbox', { name: 'Jalapeños' }).check();
  await expect(addItem).toBeEnabled();
  await expect(sheet.getByText('Choose at least 1 from Add-ons')).toHaveCount(0);
  const plus = sheet.getByRole('button', { name: 'Add one Jalapeños' });
  for (let taps = 0; taps < 9; taps++) await plus.click();
  await expect(sheet.getByRole('group', { name: 'Quantity of Jalapeños' })).toContainText('10');
  await expect(plus).toBeDisabled();
  await expect(plus).toHaveAccessibleDescription('Up to 10 of Jalapeños per item.');

  // The group's maximum: three toppings, then the others refuse with the spec's message.
  await sheet.getByRole('checkbox', { name: 'Black Olives' }).check();
  await sheet.getByRole('checkbox', { name: 'Sweet Corn' }).check();
  const fourth = sheet.getByRole('checkbox', { name: 'Button Mushrooms' });
  await expect(fourth).toHaveAttribute('aria-disabled', 'true');
  // Still tappable (aria-disabled, not disabled), so the tap answers with the spec's message.
  await fourth.click({ force: true });
  await expect(fourth).not.toBeChecked();
  await expect(sheet.getByText('Please select up to 3 add ons only.').first()).toBeVisible();
  await expect(sheet.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await sheetScreenshot(page, 'customise-add-on-maximum');
  await expectAccessible(page, 'customise-add-on-maximum');

  await addItem.click();
  await expect(sheet).toBeHidden();
  await expectNoDollar(page);
});

test('a guest reads the order number and table for the associate, and every status in words', async ({
  page,
  newTableId,
  staff,
}) => {
  await checkIn(page, { tableId: newTableId, name: 'Farhan Sheikh', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(page);
  const table = await tableName(page);

  // What the console's scan screen asks an associate to type, and the table to check it by.
  const banner = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: NOT_VERIFIED }) });
  await expect(banner.getByText(`Order number ${orderId}`, { exact: true })).toBeVisible();
  await expect(banner.getByText(`Table ${table}`, { exact: true })).toBeVisible();
  await screenshot(page, 'verify-banner-order-and-table');
  await page.getByRole('button', { name: 'Tap to Open' }).click();
  const modal = page.getByRole('dialog', { name: 'Display to Customer Associate' });
  await expect(modal.getByText(`Order number ${orderId}`, { exact: true })).toBeVisible();
  await expect(modal.getByText(`Table ${table}`, { exact: true })).toBeVisible();
  await sheetScreenshot(page, 'verify-modal-order-and-table');
  await expectAccessible(page, 'verify-modal-order-and-table');
  await modal.getByRole('button', { name: /Close/ }).first().click();
  await expect(modal).toBeHidden();

  await staff.verify(orderId);
  await expect(page.getByRole('heading', { name: NOT_VERIFIED })).toHaveCount(0, LIVE);
  await addFromEat(page, 'Small Plates', 'Masala Papad');
  await expectNoDollar(page);
  await openOrders(page);

  // The cart: not confirmed, in words.
  await expect(page.getByText('Not confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText(/₹\d/).first()).toBeVisible();
  await expectNoDollar(page);
  await inspectScreen(page, 'order-pending-status');

  await confirmCart(page);
  await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  const line = page.getByRole('listitem').filter({ hasText: '1 × Masala Papad' });
  await expect(statusOf(line)).toHaveText('Confirmed');
  await expect(page.getByText('IN PROGRESS', { exact: true })).toBeVisible();

  expect(await staff.deliverAll(orderId)).toBe(1);
  await expect(statusOf(line)).toHaveText('Delivered', LIVE);
  await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible();
  await expectNoDollar(page);
  await inspectScreen(page, 'order-completed-status');

  await footer(page).getByRole('button', { name: 'Pay Bill' }).click();
  await expectNoDollar(page);
});
