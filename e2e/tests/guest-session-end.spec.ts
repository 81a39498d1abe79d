import { checkIn, joinWithPin, scanTable } from '../support/check-in';
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
import { checkedInOrderId } from '../support/session';

// The staff end a table session, or take it over, while its guests are in the app (spec
// section 4, order-level redirects): every guest's screen follows live.

/** The logout event shows a leaving notice for 4 s first (spec section 9). */
const AFTER_LOGOUT = { timeout: LIVE.timeout + 4_000 };
const SESSION_EXPIRED = 'Your session has expired, scan to start again!';
const ITEM = 'Beer-Battered Fish Fingers';

test('staff close the table: both guests land on /session-expired', async ({
  page: host,
  newTableId,
  openGuestPage,
  staff,
}) => {
  // Two guests check in: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await checkIn(host, { tableId: newTableId, name: 'Farah Sheikh', guests: 2 });
  await expect(host).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(host);

  const guest = await openGuestPage();
  await joinWithPin(guest, { page: host, orderId }, { tableId: newTableId, name: 'Vikram Rao' });
  await openOrders(guest);

  await staff.close(orderId);
  for (const page of [host, guest]) {
    await expect(page).toHaveURL(/\/session-expired$/, AFTER_LOGOUT);
    await expect(page.getByText(SESSION_EXPIRED, { exact: true })).toBeVisible();
  }
  await inspectScreen(host, 'session-expired');

  // The table is free again: the next scan starts a new table session.
  await scanTable(host, newTableId);
  await expect(host.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('staff void the order: the guest cannot access it anymore', async ({
  page,
  newTableId,
  staff,
}) => {
  await checkIn(page, { tableId: newTableId, name: 'Leela Nair', guests: 1 });
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(page);

  await staff.voidOrder(orderId);
  await expect(page).toHaveURL(/\/payment-in-progress-block$/, LIVE);
  await expect(
    page.getByText('You cannot access this order anymore!', { exact: true }),
  ).toBeVisible();
  await inspectScreen(page, 'payment-in-progress-block-void');

  // A reload asks the order again and still finds it void.
  await page.reload();
  await expect(
    page.getByText('You cannot access this order anymore!', { exact: true }),
  ).toBeVisible();
});

test('a waiter starts the checkout: ordering stops', async ({
  page: host,
  newTableId,
  staff,
  pageConsole,
}) => {
  const { orderId } = await seatVerifiedGuest(host, staff, {
    tableId: newTableId,
    name: 'Divya Pillai',
  });
  // A served first order makes the bill settleable; a second one waits in the cart.
  await addFromEat(host, 'Small Plates', ITEM);
  await openOrders(host);
  await confirmCart(host);
  await expect(host.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  await staff.deliverAll(orderId);
  await addFromEat(host, 'Small Plates', ITEM);
  await openOrders(host);
  await expect(host.getByRole('button', { name: `Edit ${ITEM}` })).toBeVisible();

  await staff.startCheckout(orderId);
  const WAITER = 'The waiter is processing your payment!';
  await expect(host).toHaveURL(/\/payment-in-progress-block$/, LIVE);
  await expect(host.getByText(WAITER, { exact: true })).toBeVisible();
  await inspectScreen(host, 'payment-in-progress-block-waiter');

  // Going back to the menu does not reopen ordering: the server refuses one more of the
  // pending item and the guest is shown the block page again.
  await host.goBack();
  await expect(host).toHaveURL(/\/home$/);
  pageConsole.expectFailedRequest('/v1/order-items/public/update-quantity', 409);
  await host.getByRole('button', { name: `Add one ${ITEM}` }).click();
  await expect(host).toHaveURL(/\/payment-in-progress-block$/, LIVE);
  await expect(host.getByText(WAITER, { exact: true })).toBeVisible();
  await expect(footer(host)).toHaveCount(0);
  await screenshot(host, 'payment-in-progress-block-after-refusal');
});
