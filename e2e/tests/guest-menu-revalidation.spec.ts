import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';

// The server answers the menu from memory with an ETag and `Cache-Control: no-cache`
// (decision 0015): the browser keeps the menu and asks whether it changed, so a guest coming
// back downloads nothing (304), and the app, which fetches as usual, shows the kept menu.

const MENU_PATH = '/v1/menuItemMaster/public/menu-item-grouped-category';

test('after a reload the menu is revalidated (304) and shown as before', async ({
  page,
  newTableId,
}) => {
  await checkIn(page, { tableId: newTableId, name: 'Ira Menon', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  const eat = async () => {
    await page.getByRole('tab', { name: 'Eat' }).click();
    const desserts = page.getByRole('button', { name: /^Desserts/ });
    await expect(desserts).toBeVisible();
    if ((await desserts.getAttribute('aria-expanded')) !== 'true') await desserts.click();
    await expect(page.getByRole('heading', { name: 'Matka Kulfi', exact: true })).toBeVisible();
  };
  const eatMenu = (url: string) => url.includes(`${MENU_PATH}?`) && url.includes('tab=EAT');
  const first = page.waitForResponse((r) => eatMenu(r.url()));
  await eat();
  expect((await first).status()).toBe(200);

  const statuses: number[] = [];
  page.on('response', (r) => {
    if (eatMenu(r.url())) statuses.push(r.status());
  });
  await page.reload();
  await eat();
  expect(statuses).toContain(304);
  expect(statuses).not.toContain(200);
});
