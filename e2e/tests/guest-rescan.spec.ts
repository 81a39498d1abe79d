import { checkIn, entrySubmit, scanTable } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { checkedInOrderId, storedOrderId } from '../support/session';

test('a seated guest who scans the table again goes straight back to the menu', async ({
  page,
  newTableId,
}) => {
  const { mobile } = await checkIn(page, { tableId: newTableId, name: 'Kiran Shetty', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(page);

  // Minutes later the guest scans the table's code again and gives their number once more:
  // the server answers 'This customer is already added to this order' (spec section 8).
  await scanTable(page, newTableId);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await entrySubmit(page, 'JOIN').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('This customer is already added to this order')).toHaveCount(0);
  expect(await storedOrderId(page)).toBe(orderId);
});
