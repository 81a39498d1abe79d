import type { Response } from '@playwright/test';
import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';

// The server answers the menu from memory with an ETag and `Cache-Control: no-cache`
// (decision 0015): the browser keeps the menu and asks whether it changed, so a guest coming
// back downloads nothing (the server's 304, which the browser turns into the kept answer),
// and the app, which fetches as usual, shows the kept menu.

const MENU_PATH = '/v1/menuItemMaster/public/menu-item-grouped-category';
const isEatMenu = (response: Response) =>
  response.url().includes(`${MENU_PATH}?`) && response.url().includes('tab=EAT');

test('after a reload the menu is revalidated, not downloaded again, and shown as before', async ({
  page,
  newTableId,
}) => {
  await checkIn(page, { tableId: newTableId, name: 'Ira Menon', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  const showEat = async () => {
    await page.getByRole('tab', { name: 'Eat' }).click();
    const desserts = page.getByRole('button', { name: /^Desserts/ });
    await expect(desserts).toBeVisible();
    if ((await desserts.getAttribute('aria-expanded')) !== 'true') await desserts.click();
    await expect(page.getByRole('heading', { name: 'Matka Kulfi', exact: true })).toBeVisible();
  };
  const first = page.waitForResponse(isEatMenu);
  await showEat();
  let kept = (await first).headers().etag;
  expect(kept).toMatch(/^"[\w-]+"$/);

  // Other tests may change the demo menu meanwhile: then the answer is new, and is kept in turn.
  for (let attempt = 1; ; attempt += 1) {
    const again = page.waitForResponse(isEatMenu);
    await page.reload();
    await showEat();
    const response = await again;
    expect(await response.request().headerValue('if-none-match')).toBe(kept);
    if (response.headers().etag === kept || attempt === 3) {
      expect(response.headers().etag).toBe(kept);
      expect((await response.request().sizes()).responseBodySize).toBe(0);
      break;
    }
    kept = response.headers().etag;
  }
});
