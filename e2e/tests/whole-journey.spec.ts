import { readTablePin } from '../support/api';
import { checkIn, typeCode } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { confirmCart, footer, LIVE, openOrders } from '../support/ordering';
import { screenshot } from '../support/screenshot';
import { checkedInOrderId, storedOrderId } from '../support/session';

// Two guests at one table, from the QR code to 'Payment Successful.', with the staff's side
// (verify, deliver, cash payment) done through the staff API. Every change the staff makes
// must reach the guests' screens live, without a reload.

const ITEM = 'Masala Papad';
const NOT_VERIFIED = 'Your Table is not yet verified';

test('two guests order, are served, call the waiter and pay at the table', async ({
  page: host,
  newTableId,
  openGuestPage,
  staff,
}) => {
  test.setTimeout(120_000);
  await test.info().attach('table', { body: String(newTableId) });

  const orderId = await test.step('the first guest checks in', async () => {
    await checkIn(host, { tableId: newTableId, name: 'Nila Menon', guests: 2 });
    await expect(host).toHaveURL(/\/home$/);
    await expect(host.getByRole('heading', { name: NOT_VERIFIED })).toBeVisible();
    await screenshot(host, 'journey-01-host-home-unverified');
    return checkedInOrderId(host);
  });

  const guest = await openGuestPage();
  await test.step('the second guest joins with the table PIN', async () => {
    const pin = await readTablePin(host.request, orderId);
    await checkIn(guest, { tableId: newTableId, name: 'Rohan Das' });
    await expect(guest).toHaveURL(/\/verify-pin$/);
    await typeCode(guest, 'Table PIN', pin);
    await guest.getByRole('button', { name: 'Join Table' }).click();
    await expect(guest).toHaveURL(/\/home$/);
    expect(await storedOrderId(guest)).toBe(orderId);
    // The PIN proves the guest sits at the table; until the staff verify it, the joining
    // guest sees the banner too (issue 12, defect 7).
    await expect(
      guest.getByRole('heading', { name: 'Share this PIN', exact: false }),
    ).toBeVisible();
    await expect(guest.getByRole('heading', { name: NOT_VERIFIED })).toBeVisible();
    await screenshot(guest, 'journey-02-guest-home-unverified');
  });

  await test.step('the staff verify the table; the banner leaves the screen live', async () => {
    await expect(host.getByRole('heading', { name: NOT_VERIFIED })).toBeVisible();
    await staff.verify(orderId);
    await expect(host.getByRole('heading', { name: NOT_VERIFIED })).toHaveCount(0, LIVE);
    await expect(guest.getByRole('heading', { name: NOT_VERIFIED })).toHaveCount(0, LIVE);
    await inspectScreen(host, 'journey-03-host-home-verified');
  });

  await test.step('the second guest watches the Pending tab', async () => {
    await openOrders(guest);
    await expect(guest.getByRole('tab', { name: 'Pending' })).toBeVisible();
    await screenshot(guest, 'journey-04-guest-orders-empty');
  });

  await test.step('the first guest adds an item from the Eat tab; the other guest sees it', async () => {
    await host.getByRole('tab', { name: 'Eat' }).click();
    const add = host.getByRole('button', { name: `Add ${ITEM}`, exact: true });
    // The first category starts open; open it if the app remembered it closed.
    const smallPlates = host.getByRole('button', { name: /^Small Plates/ });
    await expect(smallPlates).toBeVisible();
    if ((await smallPlates.getAttribute('aria-expanded')) !== 'true') await smallPlates.click();
    await add.click();
    // Its kitchen instructions make it customisable: ADD opens the customisation sheet.
    const sheet = host.getByRole('dialog', { name: ITEM });
    await expect(sheet).toBeVisible();
    await screenshot(host, 'journey-05a-host-customise-sheet');
    await sheet.getByRole('button', { name: /^Add item/ }).click();
    await expect(sheet).toBeHidden();
    // The card turns into a counter of the shared cart.
    await expect(host.getByRole('button', { name: `Add ${ITEM}`, exact: true })).toHaveCount(0);
    await expect(footer(host).getByRole('link', { name: /My Orders/ })).toContainText('1');
    await inspectScreen(host, 'journey-05-host-eat-added');

    await expect(guest.getByRole('button', { name: `Edit ${ITEM}` })).toBeVisible(LIVE);
    await expect(guest.getByText('Added by Nila Menon')).toBeVisible();
    await screenshot(guest, 'journey-06-guest-pending-live');
  });

  await test.step('the first guest confirms; both see Order #01 in progress', async () => {
    await openOrders(host);
    await expect(host.getByRole('button', { name: `Edit ${ITEM}` })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Confirm order', exact: true })).toBeEnabled();
    await inspectScreen(host, 'journey-07-host-pending');
    await confirmCart(host);

    await expect(host.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(host.getByText('IN PROGRESS', { exact: true })).toBeVisible();
    await inspectScreen(host, 'journey-08-host-completed');

    const completedTab = guest.getByRole('tab', { name: 'Completed' });
    await expect(guest.getByRole('button', { name: `Edit ${ITEM}` })).toHaveCount(0, LIVE);
    if ((await completedTab.getAttribute('aria-selected')) !== 'true') await completedTab.click();
    await expect(guest.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(guest.getByText('IN PROGRESS', { exact: true })).toBeVisible();
    await screenshot(guest, 'journey-09-guest-completed');
  });

  await test.step('the staff deliver; both see DELIVERED live', async () => {
    expect(await staff.deliverAll(orderId)).toBe(1);
    for (const page of [host, guest]) {
      await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);
      await expect(page.getByText('IN PROGRESS', { exact: true })).toHaveCount(0);
    }
    await screenshot(host, 'journey-10-host-delivered');
    await screenshot(guest, 'journey-11-guest-delivered');
  });

  await test.step('the first guest calls the waiter for water', async () => {
    await footer(host).getByRole('button', { name: 'Call Waiter' }).click();
    const sheet = host.getByRole('dialog', { name: 'Call Waiter' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Water' }).click();
    await expect(sheet.getByRole('status')).toHaveText('The waiter has been told: Water.');
    await expect(sheet.getByRole('button', { name: /Water/ })).toBeDisabled();
    await expect(sheet.getByText('Requested')).toBeVisible();
    await screenshot(host, 'journey-12-host-call-waiter');
    await host.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  const payable = await test.step('Pay Bill leads the first guest to the bill', async () => {
    await footer(host).getByRole('button', { name: 'Pay Bill' }).click();
    const sheet = host.getByRole('dialog', { name: 'Pay Bill' });
    await expect(sheet).toBeVisible();
    await screenshot(host, 'journey-13-host-pay-bill-sheet');
    const billResponse = host.waitForResponse(
      (response) => response.url().includes('/orderBilling') && response.ok(),
    );
    await sheet.getByRole('button', { name: 'Get the bill' }).click();
    await expect(host).toHaveURL(/\/check-out$/);
    const bill = (await (await billResponse).json()) as { payableAmount: number };
    await expect(host.getByText('Bill Details & Summary')).toBeVisible();
    await expect(host.getByText('Total Payable')).toBeVisible();
    await inspectScreen(host, 'journey-14-host-check-out');
    return bill.payableAmount;
  });

  await test.step('the staff take the cash; both guests see Payment Successful.', async () => {
    expect(payable).toBeGreaterThan(0);
    await staff.payCash(orderId, payable);
    for (const page of [host, guest]) {
      await expect(page).toHaveURL(/\/payment-status$/, LIVE);
      await expect(page.getByText('Payment Successful.')).toBeVisible();
    }
    await inspectScreen(host, 'journey-15-host-payment-status');
    await inspectScreen(guest, 'journey-16-guest-payment-status');
  });
});
