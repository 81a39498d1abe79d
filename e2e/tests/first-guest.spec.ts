import { checkIn, entrySubmit, scanTable } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { checkedInOrderId } from '../support/session';

test('the first guest at a table sees the form errors, then checks in and reaches the menu', async ({
  page,
  newTableId,
}) => {
  await test.step('a bad submit shows the messages of spec section 5', async () => {
    await scanTable(page, newTableId);
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await entrySubmit(page, 'NEW').click();
    await expect(
      page.getByText('Phone number must be 10 digits and start with 6-9 for India'),
    ).toBeVisible();
    await expect(
      page.getByText('Number of guests must be between 1 and 6 and cannot start with 0'),
    ).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    // The guest is taken to the first field to fix.
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeFocused();
    await inspectScreen(page, 'entry-new-errors');
  });

  await test.step('OTP from the SMS outbox and a new name lead to /home', async () => {
    await checkIn(page, {
      tableId: newTableId,
      name: 'Asha Rao',
      guests: 2,
      onScreen: (screen) => inspectScreen(page, `first-guest-${screen}`),
    });
    await expect(page).toHaveURL(/\/home$/);
    await checkedInOrderId(page);
    await inspectScreen(page, 'first-guest-home');
  });
});
