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
import { screenshot } from '../support/screenshot';

// After the first order: Repeat, Pay Bill while the kitchen is still at it (/bill-pending),
// then the bill and paying it online through the simulated gateway, first declined and then
// paid (/payment-confirmation), which ends at 'Payment Successful.'.

const ITEM = 'Beer-Battered Fish Fingers';

test('a guest repeats an order, waits for the bill and pays online', async ({
  page,
  newTableId,
  staff,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await seatVerifiedGuest(page, staff, {
    tableId: newTableId,
    name: 'Maya Krishnan',
  });
  await addFromEat(page, 'Small Plates', ITEM);
  await openOrders(page);
  await confirmCart(page);
  await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);

  await test.step('Repeat lists what was confirmed, at 0', async () => {
    await footer(page).getByRole('link', { name: 'Repeat' }).click();
    await expect(page).toHaveURL(/\/re-order$/);
    const counter = page.getByRole('group', { name: `Quantity of ${ITEM}` });
    await expect(counter).toContainText('0');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await inspectScreen(page, 're-order');
  });

  const payBill = async () => {
    await footer(page).getByRole('button', { name: 'Pay Bill' }).click();
    await page
      .getByRole('dialog', { name: 'Pay Bill' })
      .getByRole('button', { name: 'Get the bill' })
      .click();
  };

  await test.step('Pay Bill before the order is served says the bill is pending', async () => {
    await payBill();
    await expect(page).toHaveURL(/\/bill-pending$/);
    await expect(page.getByRole('heading', { name: 'Bill Pending' })).toBeVisible();
    await inspectScreen(page, 'bill-pending');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/order$/);
  });

  await staff.deliverAll(orderId);
  await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);
  await payBill();
  await expect(page).toHaveURL(/\/check-out$/);
  const payOnline = page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ });

  await test.step('a declined card comes back to the bill after 5 s', async () => {
    await payOnline.click();
    await expect(page.getByText('Simulated payment gateway · no real money moves')).toBeVisible();
    await page.getByRole('button', { name: 'Fail authorization' }).click();
    await page.getByRole('link', { name: 'Back to the restaurant' }).click();
    await expect(page).toHaveURL(/\/payment-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible(LIVE);
    await expect(
      page.getByText(/^Nothing has been charged\. Taking you back to your bill in \d s\.$/),
    ).toBeVisible();
    await inspectScreen(page, 'payment-confirmation-failure');
    await expect(page).toHaveURL(/\/check-out$/, LIVE);
  });

  await test.step('a paid card shows Payment Successful.', async () => {
    await payOnline.click();
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await page.getByRole('link', { name: 'Back to the restaurant' }).click();
    await expect(page).toHaveURL(/\/payment-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Payment Successful.' })).toBeVisible(LIVE);
    await screenshot(page, 'payment-confirmation-success');
    await expect(page).toHaveURL(/\/payment-status$/, LIVE);
    // The address changes before the new page has loaded (a transition keeps the old one on
    // screen, with its own 'Payment Successful.'): wait for what only /payment-status says.
    await expect(page.getByText('You can close this page now.')).toBeVisible(LIVE);
    await expect(page.getByText('Payment Successful.')).toBeVisible();
  });
});
