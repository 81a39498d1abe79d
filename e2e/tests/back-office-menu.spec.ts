import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { test } from '../support/fixtures';
import { LIVE, openOrders, seatVerifiedGuest, slideToConfirm } from '../support/ordering';
import { screenshot } from '../support/screenshot';
import { openStaffConsole } from '../support/staff-console';

// Issue 13's journey: a manager builds a dish in the back office and a guest at the branch
// orders it; the manager's price change and snooze reach the guest's phone live.

const PRICES_CHANGED = 'Prices have been changed!';

/** A photo as a phone takes it: 1600x1200 JPEG, wider than the card's square. */
async function photoFile() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f6c177"/><stop offset="1" stop-color="#7a3b12"/></radialGradient></defs>
    <rect width="1600" height="1200" fill="#3b2417"/><circle cx="800" cy="600" r="460" fill="#f4efe6"/>
    <circle cx="800" cy="600" r="330" fill="url(#g)"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name: 'thali.jpg', mimeType: 'image/jpeg', buffer };
}

/** The guest opens a category of the Eat tab on /home and finds a card. */
async function openCard(page: Page, category: string, item: string) {
  await page.getByRole('tab', { name: 'Eat' }).click();
  const toggle = page.getByRole('button', { name: new RegExp(`^${category}`) });
  await expect(toggle).toBeVisible(LIVE);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: item, exact: true }) });
}

test('a manager builds a dish, a guest orders it, and price and snooze changes reach the guest live', async ({
  browser,
  baseURL,
  page,
  newTableId,
  staff,
}, testInfo) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');
  const suffix = `${testInfo.project.name.replace('phone-', '')}${Date.now().toString(36).slice(-4)}`;
  const category = `Chef's Table ${suffix}`;
  const dish = `Paneer Thali ${suffix}`;

  const { page: office, context } = await openStaffConsole(browser, baseURL, {
    user: 'manager',
    device: 'tablet',
    path: '/menu',
  });
  try {
    // A category of the Eat tab (on a tablet the tree is folded above the table).
    await office.locator('summary', { hasText: 'Categories' }).click();
    await office.getByRole('button', { name: 'New category in Eat' }).click();
    await office.getByRole('textbox', { name: 'New category in Eat' }).fill(category);
    await office.getByRole('textbox', { name: 'New category in Eat' }).press('Enter');
    await expect(office.getByRole('button', { name: new RegExp(`^${category}`) })).toBeVisible(
      LIVE,
    );

    // The item: two sizes, an add-on group (min 1, max 2), a photo and an allergen.
    await office.getByRole('link', { name: 'New item' }).click();
    const form = office.getByRole('form', { name: 'New item' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(dish);
    await form
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: category });
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Paneer, dal, rice and two rotis.');
    await form.getByRole('radio', { name: 'Vegetarian', exact: true }).check();
    await form.getByRole('textbox', { name: 'Size 1 name', exact: true }).fill('Half');
    await form.getByRole('textbox', { name: 'Size 1 price in rupees', exact: true }).fill('180');
    await form.getByRole('button', { name: 'Add size' }).click();
    await form.getByRole('textbox', { name: 'Size 2 name', exact: true }).fill('Full');
    await form.getByRole('textbox', { name: 'Size 2 price in rupees', exact: true }).fill('320');
    await form.getByRole('checkbox', { name: 'Guests can choose add-ons' }).check();
    await form.getByRole('textbox', { name: 'Choose at least', exact: true }).fill('1');
    await form.getByRole('textbox', { name: 'Choose at most', exact: true }).fill('2');
    const addOns = [
      { name: 'Extra roti', price: '20' },
      { name: 'Papad', price: '15' },
      { name: 'Raita', price: '30' },
    ];
    for (const [index, { name, price }] of addOns.entries()) {
      if (index > 0) await form.getByRole('button', { name: 'Add add-on' }).click();
      await form.getByRole('textbox', { name: `Add-on ${index + 1} name`, exact: true }).fill(name);
      await form
        .getByRole('textbox', { name: `Add-on ${index + 1} price in rupees`, exact: true })
        .fill(price);
    }
    await form
      .getByRole('group', { name: 'Milk' })
      .getByRole('radio', { name: 'Contains' })
      .check();
    const chooser = office.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose a photo' }).click();
    await (await chooser).setFiles(await photoFile());
    await office
      .getByRole('dialog', { name: 'Frame the photo' })
      .getByRole('button', { name: 'Use this photo' })
      .click();
    await expect(form.getByRole('button', { name: 'Remove photo' })).toBeVisible(LIVE);
    await screenshot(office, 'back-office-item-form');
    await form.getByRole('button', { name: 'Create item' }).click();
    await expect(office).toHaveURL(/\/staff\/menu$/, LIVE);

    // The guest at the branch sees it, with its photo and allergen, and orders it.
    await seatVerifiedGuest(page, staff, { tableId: newTableId, name: 'Kavya Rao' });
    const card = await openCard(page, category, dish);
    await expect(card).toBeVisible(LIVE);
    await expect(card.getByText(/Contains: Milk/)).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /\/media\/i\//);
    await card.getByRole('button', { name: `Add ${dish}`, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: dish });
    await sheet.getByRole('radio', { name: /Full/ }).check();
    await sheet.getByRole('checkbox', { name: /Extra roti/ }).check();
    await sheet.getByRole('checkbox', { name: /Raita/ }).check();
    await screenshot(page, 'back-office-dish-customise');
    await sheet.getByRole('button', { name: /^Add item/ }).click();
    await openOrders(page);
    await slideToConfirm(page);
    await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(page.getByText(dish)).toBeVisible();

    // A price change: the toast, and the new price on the card.
    await office.getByPlaceholder('Search by name or tag').fill(dish);
    await office
      .getByRole('button', { name: `Price of ${dish} (Half) at this branch: ₹180.00. Edit` })
      .click();
    const price = office.getByRole('textbox', { name: `Price of ${dish} (Half) at this branch` });
    await price.fill('195');
    await price.press('Enter');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page.getByText(PRICES_CHANGED, { exact: true })).toBeVisible(LIVE);
    const homeCard = await openCard(page, category, dish);
    // The card's 'STARTS AT' is the lowest size's price.
    await expect(homeCard.getByText('₹195.00')).toBeVisible(LIVE);

    // Snoozed until the next minute: 'Out of Stock', then back by itself without a reload.
    const until = nextMinute();
    await office.getByRole('button', { name: `Snooze ${dish}` }).click();
    await office.getByRole('button', { name: 'Custom…' }).click();
    await office.getByLabel('Back at').fill(until.hhmm);
    await office.getByRole('button', { name: 'Snooze', exact: true }).click();
    await expect(homeCard.getByText('Out of Stock', { exact: true })).toBeVisible(LIVE);
    await screenshot(page, 'back-office-dish-snoozed');
    await expect(homeCard.getByText('Out of Stock', { exact: true })).toHaveCount(0, {
      timeout: until.msFromNow + 30_000,
    });
    await expect(homeCard.getByRole('button', { name: `Add ${dish}`, exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

/** The next whole minute at least 20 s away, as the branch's clock (India) shows it. */
function nextMinute() {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
  return { hhmm, msFromNow: at.getTime() - Date.now() };
}
