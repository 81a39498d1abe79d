import { readTablePin } from '../support/api';
import { checkIn, typeCode } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { addFromEat, LIVE, openOrders } from '../support/ordering';
import { checkedInOrderId, storedOrderId } from '../support/session';

test('a second guest joins the table with its PIN after a wrong one', async ({
  page,
  newTableId,
  openGuestPage,
  staff,
  pageConsole,
}) => {
  // Two guests check in: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const host = 'Meera Iyer';
  const orderId = await test.step('the first guest opens the table', async () => {
    await checkIn(page, { tableId: newTableId, name: host, guests: 3 });
    await expect(page).toHaveURL(/\/home$/);
    return checkedInOrderId(page);
  });
  // What the first guest reads out from their screen; only a guest of the order may ask.
  const pin = await readTablePin(page.request, orderId);

  const guest = await openGuestPage();
  await test.step('the second guest is asked to join, verifies the number and names themself', async () => {
    await checkIn(guest, {
      tableId: newTableId,
      name: 'Kabir Khan',
      onScreen: async (screen) => {
        if (screen === 'entry') {
          await expect(guest.getByRole('group', { name: 'Number of guests' })).toHaveCount(0);
        }
        await inspectScreen(guest, `second-guest-${screen}`);
      },
    });
    await expect(guest).toHaveURL(/\/verify-pin$/);
    await expect(guest.getByRole('heading', { level: 1 })).toContainText(host);
  });

  await test.step('a wrong PIN is refused, the right one opens the menu', async () => {
    pageConsole.expectFailedRequest('/v1/customer-app/public/verify-table', 400);
    const join = guest.getByRole('button', { name: 'Join Table' });
    // Spec section 5: the PIN is four digits; Join Table waits for all of them.
    await expect(join).toBeDisabled();
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    await typeCode(guest, 'Table PIN', wrong);
    await join.click();
    const refused = guest.getByText('Incorrect Pin, kindly enter the valid table pin');
    await expect(refused).toBeVisible();
    await expect(guest).toHaveURL(/\/verify-pin$/);
    await inspectScreen(guest, 'second-guest-verify-pin-wrong');

    await typeCode(guest, 'Table PIN', pin);
    await join.click();
    await expect(guest).toHaveURL(/\/home$/);
    // The refusal was the PIN step's: it does not follow the guest onto the menu.
    await expect(refused).toHaveCount(0);
    expect(await storedOrderId(guest)).toBe(orderId);
    await inspectScreen(guest, 'second-guest-home');
  });

  // Issue 12, defect 7: the PIN proves the guest sits at the table; only the staff verify it.
  await test.step('the second guest sees the banner and cannot confirm until the staff verify', async () => {
    const banner = guest.getByRole('heading', { name: 'Your Table is not yet verified' });
    await expect(banner).toBeVisible();
    await addFromEat(guest, 'Small Plates', 'Masala Papad');
    await openOrders(guest);
    const confirm = guest.getByRole('button', { name: 'Confirm order', exact: true });
    await expect(confirm).toBeDisabled();
    await expect(banner).toBeVisible();
    await staff.verify(orderId);
    await expect(banner).toHaveCount(0, LIVE);
    await expect(confirm).toBeEnabled(LIVE);
  });
});
