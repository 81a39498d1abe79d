import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';

// Browsing beside the menu tabs (spec section 2): a promotion's page, the search across all
// items, and the customer-details address of the entry form.

test('a guest opens a promotion, searches the menu and finds the customer details', async ({
  page,
  newTableId,
}) => {
  test.setTimeout(60_000);
  await checkIn(page, { tableId: newTableId, name: 'Neha Kapoor', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);

  await test.step('a For You promotion opens its page with its items', async () => {
    await page.getByRole('link', { name: 'Bar Bites' }).click();
    await expect(page).toHaveURL(/\/promotion-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bar Bites' })).toBeVisible();
    await expect(page.getByText(/made for sharing/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chicken 65' })).toBeVisible();
    await inspectScreen(page, 'promotion-details');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('search waits for text, groups what it finds and says when nothing is', async () => {
    await page.getByRole('link', { name: 'Search all items' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Enter text to search across all menu items')).toBeVisible();
    await inspectScreen(page, 'search-empty');

    const box = page.getByRole('searchbox', { name: 'Search All Items' });
    await box.fill('biryani');
    await expect(page.getByRole('heading', { name: 'Donne Mutton Biryani' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Biryani/ })).toBeVisible();
    await inspectScreen(page, 'search-results');

    await box.fill('qwzx');
    await expect(page.getByText('Oops! No results found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('Enter text to search across all menu items')).toBeVisible();
  });

  await test.step('/customer-details is the entry form under its other address', async () => {
    await page.goto('/customer-details');
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await inspectScreen(page, 'customer-details');
  });
});
