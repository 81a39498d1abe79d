import { readTablePin } from '../support/api';
import { checkIn, typeCode } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { checkedInOrderId, storedOrderId } from '../support/session';

test('a second guest joins the table with its PIN after a wrong one', async ({
  page,
  newTableId,
  openGuestPage,
}) => {
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
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    await typeCode(guest, 'Table PIN', wrong);
    await guest.getByRole('button', { name: 'Join Table' }).click();
    await expect(guest.getByText('Incorrect Pin, kindly enter the valid table pin')).toBeVisible();
    await expect(guest).toHaveURL(/\/verify-pin$/);
    await inspectScreen(guest, 'second-guest-verify-pin-wrong');

    await typeCode(guest, 'Table PIN', pin);
    await guest.getByRole('button', { name: 'Join Table' }).click();
    await expect(guest).toHaveURL(/\/home$/);
    expect(await storedOrderId(guest)).toBe(orderId);
    await inspectScreen(guest, 'second-guest-home');
  });
});
