import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { addFromEat, confirmCart, footer, LIVE, openOrders } from '../support/ordering';
import {
  addStaffMember,
  completeSetup,
  NEW_RESTAURANT as OWNER,
  submitSetup,
} from '../support/owner-setup';
import { phoneOf, startProductionWorld } from '../support/production-server';
import { screenshot } from '../support/screenshot';
import { checkedInOrderId } from '../support/session';
import { staffLogin } from '../support/staff';

// Going live as a new restaurant would: a production server on an empty PostgreSQL database,
// driven from the setup link in its log to an owner, a brand, a branch and a staff member,
// then a guest who pays through Stripe's (fake) checkout page and lands on 'Payment Successful.'.
// Tables and the menu are written to the database directly until the back office edits them
// (issues 13 and 14); everything else goes through the screens an owner and a guest use.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const DISH = 'Paneer Tikka';
const TABLE_TOKEN = 'e2e-table-token-0123456789abcdef';

test('a new owner sets up a production server and a guest pays through Stripe', async ({
  browser,
}, testInfo) => {
  test.skip(!SERVER_URL, 'needs PostgreSQL (TEST_DATABASE_URL), as production does');
  test.skip(testInfo.project.name !== 'phone-390', 'one production server per run is enough');
  test.setTimeout(180_000);
  const world = await startProductionWorld(SERVER_URL ?? '');
  try {
    await test.step('nothing of the demo answers in production', async () => {
      const api = await browser.newContext({ baseURL: world.baseUrl });
      expect((await api.request.get('/v1/dev/sms-outbox')).status()).toBe(404);
      const demoLogin = await api.request.post('/v1/staff/auth/login', {
        data: { username: 'manager', password: 'demo1234' },
      });
      expect(demoLogin.status()).toBe(401);
      await api.close();
    });

    const owner = await browser.newContext({
      baseURL: world.baseUrl,
      viewport: { width: 1024, height: 768 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      reducedMotion: 'reduce',
    });
    const backOffice = await owner.newPage();

    await test.step('the setup link creates the owner, the brand and its first branch', async () => {
      await completeSetup(backOffice, world.setupUrl, OWNER);
      await screenshot(backOffice, 'production-setup');
      await submitSetup(backOffice);
      // Single use: the same link is gone.
      const again = await owner.request.get(
        `/v1/setup/status?token=${new URL(world.setupUrl).searchParams.get('token')}`,
      );
      expect(again.status()).toBe(404);
    });

    await test.step('the owner adds a customer associate', async () => {
      await addStaffMember(backOffice, {
        username: 'asha',
        displayName: 'Asha',
        role: 'CUSTOMER_ASSOCIATE',
        password: 'Table-Service-Seven7',
        branches: ['Tandoor Nights, Bandra'],
      });
      await expect(backOffice.getByText('asha', { exact: true })).toBeVisible();
      await screenshot(backOffice, 'production-staff');
    });

    await world.sql.query(`
      WITH brand AS (SELECT id FROM brands LIMIT 1),
      branch AS (SELECT id FROM branches LIMIT 1),
      table1 AS (
        INSERT INTO dining_tables (tenant_id, branch_id, name, associate_staff_user_id, qr_token)
        SELECT brand.id, branch.id, '1', (SELECT id FROM staff_users WHERE username = 'asha'),
          '${TABLE_TOKEN}'
        FROM brand, branch RETURNING id),
      category AS (
        INSERT INTO menu_categories (tenant_id, tab, name) SELECT id, 'EAT', 'Mains' FROM brand
        RETURNING id, tenant_id),
      product AS (
        INSERT INTO products (tenant_id, category_id, item_name, display_name, food_type)
        SELECT tenant_id, id, '${DISH}', '${DISH}', 'VEGETARIAN' FROM category
        RETURNING id, tenant_id),
      size AS (
        INSERT INTO menu_items (tenant_id, product_id, size_name, default_price_minor)
        SELECT tenant_id, id, 'Regular', 32000 FROM product RETURNING id, tenant_id)
      INSERT INTO branch_menu_items (tenant_id, branch_id, menu_item_id, price_minor)
      SELECT size.tenant_id, branch.id, size.id, 32000 FROM size, branch`);

    const page = await browser.newPage({ baseURL: world.baseUrl, ...phoneOf(testInfo) });
    // The setup's branch requires the table's QR token (issue 14): the link carries it.
    await checkIn(page, {
      tableId: 1,
      url: `/?brandId=1&branchId=1&tableId=1&t=${TABLE_TOKEN}`,
      name: 'Kabir Shah',
      guests: 2,
      readCode: world.readCode,
    });
    await expect(page).toHaveURL(/\/home$/);
    const orderId = await checkedInOrderId(page);

    await test.step('the owner verifies the table from the console', async () => {
      await backOffice.goto(`/staff/verify/${orderId}`);
      await backOffice.getByRole('button', { name: 'Verify table' }).click();
      await expect(backOffice.getByRole('button', { name: 'Verify table' })).toHaveCount(0, LIVE);
    });

    await addFromEat(page, 'Mains', DISH);
    await openOrders(page);
    await confirmCart(page);
    await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    const staff = await staffLogin(world.baseUrl, OWNER);
    await staff.deliverAll(orderId);
    await staff.dispose();
    await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);

    await test.step('the guest pays on the Stripe checkout page', async () => {
      await footer(page).getByRole('button', { name: 'Pay Bill' }).click();
      await page
        .getByRole('dialog', { name: 'Pay Bill' })
        .getByRole('button', { name: 'Get the bill' })
        .click();
      await expect(page).toHaveURL(/\/check-out$/);
      await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click();
      await expect(page).toHaveURL(/\/pay\/cs_/, LIVE);
      await screenshot(page, 'production-stripe-checkout');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(/\/payment-confirmation/, LIVE);
      await expect(page.getByRole('heading', { name: 'Payment Successful.' })).toBeVisible(LIVE);
      await expect(page).toHaveURL(/\/payment-status$/, LIVE);
      await screenshot(page, 'production-payment-status');
    });

    const paid = await world.sql.query(
      `SELECT method, provider, amount_minor FROM payments WHERE order_id = $1`,
      [orderId],
    );
    expect(paid.rows).toEqual([{ method: 'ONLINE', provider: 'stripe', amount_minor: 32000 }]);

    await test.step('the owner refunds part of it from the bill, through Stripe', async () => {
      await backOffice.goto(`/staff/orders/${orderId}/checkout`);
      const payments = backOffice.getByRole('region', { name: 'Payments' });
      await expect(payments.getByText('Online · Stripe')).toBeVisible(LIVE);
      await payments.getByRole('button', { name: 'Refund' }).click();
      const dialog = backOffice.getByRole('dialog', { name: 'Refund' });
      await dialog.getByLabel('Amount').fill('120');
      await dialog.getByLabel('Reason').fill('Paneer came out cold');
      await dialog.getByRole('button', { name: 'Refund payment' }).click();
      await expect(payments.getByText('Refunded ₹120.00')).toBeVisible(LIVE);
      await screenshot(backOffice, 'production-refund');
      const refunds = await world.sql.query('SELECT amount_minor, status FROM payment_refunds');
      expect(refunds.rows).toEqual([{ amount_minor: 12000, status: 'SUCCEEDED' }]);
    });

    await test.step("the owner's settings show the environment's Stripe keys by their last 4", async () => {
      await backOffice.goto('/staff/settings');
      await expect(backOffice.getByRole('heading', { name: 'Payments' })).toBeVisible(LIVE);
      await screenshot(backOffice, 'production-settings');
    });
    expect(world.log()).not.toContain(OWNER.password);
    await page.close();
    await owner.close();
  } finally {
    await world.stop();
  }
});
