import { expect, type Page } from '@playwright/test';
import { checkIn } from './check-in';
import { checkedInOrderId } from './session';
import type { Staff } from './staff';

// What a guest does on the ordering screens, and the seat most journeys start from.

/** How long a change made elsewhere (staff, another guest) may take to show on a screen. */
export const LIVE = { timeout: 10_000 };

export const footer = (page: Page) => page.getByRole('navigation', { name: 'Main' });

export async function openOrders(page: Page): Promise<void> {
  await footer(page)
    .getByRole('link', { name: /My Orders/ })
    .click();
  await expect(page).toHaveURL(/\/order$/);
}

/**
 * Adds one of `item` from a category of the Eat tab: ADD puts a plain item in the cart at
 * once; a customisable one opens its sheet, whose preselected choices are taken as they are.
 */
export async function addFromEat(page: Page, category: string, item: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/home') {
    await footer(page).getByRole('link', { name: 'Home', exact: true }).click();
  }
  await page.getByRole('tab', { name: 'Eat' }).click();
  const toggle = page.getByRole('button', { name: new RegExp(`^${category}`) });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('button', { name: `Add ${item}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: item });
  // The card's counter: the sheet has a quantity counter of its own.
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: item, exact: true }) });
  const counter = card.getByRole('group', { name: `Quantity of ${item}` });
  await expect(sheet.or(counter)).toBeVisible();
  if (await sheet.isVisible()) {
    await sheet.getByRole('button', { name: /^Add item/ }).click();
    await expect(sheet).toBeHidden();
  }
  await expect(counter).toBeVisible();
}

/**
 * Confirms the cart from the Pending tab with the slider's keyboard button: Enter opens its
 * confirm step, whose 'Yes, confirm order' has focus, and Enter again confirms.
 */
export async function confirmCart(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: 'Confirm order', exact: true });
  await expect(confirm).toBeEnabled();
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Yes, confirm order' })).toBeFocused();
  await page.keyboard.press('Enter');
}

export interface Seated {
  orderId: number;
}

/** A first guest checks in at a new table and the staff verify it, so they may order. */
export async function seatVerifiedGuest(
  page: Page,
  staff: Staff,
  table: { tableId: number; name: string; guests?: number },
): Promise<Seated> {
  await checkIn(page, { tableId: table.tableId, name: table.name, guests: table.guests ?? 2 });
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(page);
  await staff.verify(orderId);
  await expect(page.getByRole('heading', { name: 'Your Table is not yet verified' })).toHaveCount(
    0,
    LIVE,
  );
  return { orderId };
}

/** Drags the slide-to-confirm handle `fraction` of the track to the right and lets go. */
export async function slideToConfirm(page: Page, fraction = 0.9): Promise<void> {
  const track = await page.locator('.ts-slide__track').boundingBox();
  const handle = await page.locator('.ts-slide__handle').boundingBox();
  if (!track || !handle) throw new Error('The slide-to-confirm control is not on screen');
  const y = handle.y + handle.height / 2;
  const startX = handle.x + handle.width / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + track.width * fraction, y, { steps: 12 });
  await page.mouse.up();
}
