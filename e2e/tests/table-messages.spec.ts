import { DEMO, tableUrl } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';

test('a table without a customer associate is not serviceable', async ({ page }) => {
  await page.goto(tableUrl(DEMO.notServiceableTable));
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry! This table is currently not serviceable.',
  );
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(0);
  await inspectScreen(page, 'table-not-serviceable');
});

test('a scan without the table id cannot identify the table', async ({ page }) => {
  await page.goto(`/?brandId=${DEMO.brandId}&branchId=${DEMO.branchId}`);
  await expect(page.getByRole('alert')).toHaveText(
    'We were unable to identify the table. Kindly scan again.',
  );
  await inspectScreen(page, 'table-not-identified');
});

test('a scan of a table the branch does not have cannot identify the table', async ({
  page,
  pageConsole,
}) => {
  pageConsole.expectFailedRequest('/v1/order/public/get-table-order', 404);
  await page.goto(tableUrl(999));
  await expect(page.getByRole('alert')).toHaveText(
    'We were unable to identify the table. Kindly scan again.',
  );
});
