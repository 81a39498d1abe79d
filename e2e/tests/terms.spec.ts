import { scanTable } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';

// The brand's texts come from the seeded demo restaurant; the spec (section 9) names what the
// terms say, so those facts are what is checked.

test('the entry form links to the Terms & Conditions and back', async ({ page, newTableId }) => {
  await scanTable(page, newTableId);
  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms\/conditions$/);
  await expect(page.getByRole('heading', { name: 'Terms & Conditions' })).toBeVisible();
  const clauses = page.getByRole('listitem');
  await expect(clauses.filter({ hasText: 'service charge of 7.5%' })).toBeVisible();
  await expect(clauses.filter({ hasText: '11:30 am to 12:45 am' })).toBeVisible();
  await expect(clauses.filter({ hasText: '21 and above' }).first()).toBeVisible();
  await expect(clauses.filter({ hasText: 'Smart casual dress' })).toBeVisible();
  await expect(clauses.filter({ hasText: 'Government taxes are extra' })).toBeVisible();
  await inspectScreen(page, 'terms-conditions');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('any other terms type shows the Service Charges', async ({ page, newTableId }) => {
  await scanTable(page, newTableId);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.goto('/terms/other');
  await expect(page.getByRole('heading', { name: 'Service Charges' })).toBeVisible();
  await expect(page.getByText(/service charge of 7\.5% is added/)).toBeVisible();
  await expect(page.getByText(/voluntary/)).toBeVisible();
  await inspectScreen(page, 'terms-service-charges');
});
