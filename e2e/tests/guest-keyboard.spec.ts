import { readOtp } from '../support/api';
import { joinWithPin, scanTable } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { countPointerPresses, tabTo } from '../support/keyboard';
import { addFromEat, footer, LIVE, openOrders, seatVerifiedGuest } from '../support/ordering';
import { uniqueMobile } from '../support/phone';
import { screenshot } from '../support/screenshot';
import { checkedInOrderId } from '../support/session';

// Issue 16, item 13: the main journey with the keyboard alone (Tab, Shift+Tab, Enter, Space,
// arrows; no mouse, no touch), from the QR link to the bill; and a screen reader at one phone
// hears what another guest at the table changed in the cart. The console guard and axe run
// as everywhere else: any console error or warning and any axe violation fail.

const ITEM = 'Masala Papad';
const NOT_VERIFIED = 'Your Table is not yet verified';

test('a guest checks in, orders, confirms and asks for the bill with the keyboard alone', async ({
  page,
  newTableId,
  staff,
}) => {
  test.setTimeout(120_000);
  const pointerPresses = await countPointerPresses(page);
  const keys = page.keyboard;

  await test.step('the entry form', async () => {
    await scanTable(page, newTableId);
    const { mobile, phoneNo } = uniqueMobile();
    await tabTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
    await keys.type(mobile);
    // The guest count is one radio group: Tab reaches it, the arrows choose.
    await tabTo(page, page.getByRole('radio', { name: '1 guest' }));
    await keys.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '2 guests' })).toBeChecked();
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }));
    await keys.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Get Started', exact: true }));
    await inspectScreen(page, 'keyboard-01-entry');
    await keys.press('Enter');

    await expect(page).toHaveURL(/\/verify-otp$/);
    // The first box has focus: the code is typed straight away.
    await expect(
      page.getByRole('textbox', { name: 'One-time password, digit 1 of 4' }),
    ).toBeFocused();
    await keys.type(await readOtp(page.request, phoneNo));
    await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
    await keys.press('Enter');

    await expect(page).toHaveURL(/\/enter-name$/);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await keys.type('Kavya Iyer');
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
  });

  const orderId = await checkedInOrderId(page);
  await test.step('on /home focus is on the page heading; the staff verify the table', async () => {
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeFocused();
    await staff.verify(orderId);
    await expect(page.getByRole('heading', { name: NOT_VERIFIED })).toHaveCount(0, LIVE);
  });

  await test.step('the Eat tab by arrows, ADD and the customisation sheet by Tab and Enter', async () => {
    await tabTo(page, page.getByRole('tab', { name: 'For You' }));
    await keys.press('ArrowRight');
    await keys.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Eat' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, page.getByRole('button', { name: `Add ${ITEM}`, exact: true }));
    await keys.press('Enter');
    const sheet = page.getByRole('dialog', { name: ITEM });
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await inspectScreen(page, 'keyboard-02-customise');
    await tabTo(page, sheet.getByRole('button', { name: /^Add item/ }));
    await keys.press('Enter');
    await expect(sheet).toBeHidden();
    // ADD became the card's counter; focus is on it, not back at the top of the page.
    const counter = page.getByRole('group', { name: `Quantity of ${ITEM}` });
    await expect(counter).toBeVisible();
    await expect
      .poll(() => counter.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
  });

  await test.step('My Orders, and the confirm button with its confirm step', async () => {
    await tabTo(page, footer(page).getByRole('link', { name: /My Orders/ }));
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeFocused();
    const confirm = page.getByRole('button', { name: 'Confirm order', exact: true });
    await tabTo(page, confirm);
    await screenshot(page, 'keyboard-03-confirm-button');
    await keys.press('Enter');
    const step = page.getByRole('group', { name: 'Send this order to the kitchen?' });
    await expect(page.getByRole('button', { name: 'Yes, confirm order' })).toBeFocused();
    await expect(step).toMatchAriaSnapshot(`
      - group "Send this order to the kitchen?":
        - button "Not yet"
        - button "Yes, confirm order"
    `);
    await inspectScreen(page, 'keyboard-04-confirm-step');
    // 'Not yet' (Shift+Tab) then Space closes the step and gives focus back to the button.
    await keys.press('Shift+Tab');
    await keys.press('Space');
    await expect(step).toHaveCount(0);
    await expect(confirm).toBeFocused();
    await keys.press('Enter');
    await expect(page.getByRole('button', { name: 'Yes, confirm order' })).toBeFocused();
    await keys.press('Enter');
    await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(page.getByText('IN PROGRESS', { exact: true })).toBeVisible();
    await inspectScreen(page, 'keyboard-05-confirmed');
  });

  await test.step('Pay Bill: the sheet by keyboard, Escape closes it, then the bill', async () => {
    expect(await staff.deliverAll(orderId)).toBe(1);
    await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);
    const payBill = footer(page).getByRole('button', { name: 'Pay Bill' });
    await tabTo(page, payBill);
    await keys.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Pay Bill' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toMatchAriaSnapshot(`
      - dialog "Pay Bill":
        - banner:
          - heading "Pay Bill" [level=2]
          - button "Close"
        - paragraph: Done for today? We will prepare your bill and a waiter will come to your table to take the payment.
        - button "Not yet"
        - button "Get the bill"
    `);
    // Escape closes the sheet and focus goes back to Pay Bill.
    await keys.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(payBill).toBeFocused();
    await keys.press('Enter');
    await expect(sheet).toBeVisible();
    await inspectScreen(page, 'keyboard-06-pay-bill');
    // Tab stays inside the sheet.
    for (let i = 0; i < 6; i += 1) {
      await keys.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const requested = page.waitForResponse(
      (response) => response.url().includes('update-order-request-bill') && response.ok(),
    );
    await tabTo(page, sheet.getByRole('button', { name: 'Get the bill' }));
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/check-out$/);
    await requested;
    await expect(page.getByText('Total Payable')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await inspectScreen(page, 'keyboard-07-check-out');
  });

  expect(await pointerPresses()).toBe(0);
});

test("a screen reader at the second phone hears the first phone's cart changes", async ({
  page: host,
  newTableId,
  openGuestPage,
  staff,
}) => {
  test.setTimeout(90_000);
  const { orderId } = await seatVerifiedGuest(host, staff, {
    tableId: newTableId,
    name: 'Asha Rao',
  });
  const guest = await openGuestPage();
  await joinWithPin(guest, { page: host, orderId }, { tableId: newTableId, name: 'Rohan Das' });

  const heard = guest.getByRole('status', { name: 'Table updates' });
  const hostHeard = host.getByRole('status', { name: 'Table updates' });
  await expect(heard).toHaveAttribute('aria-live', 'polite');
  await expect(heard).toHaveText('');

  await addFromEat(host, 'Small Plates', ITEM);
  await expect(heard).toHaveText(`Asha Rao added 1 × ${ITEM}`, LIVE);
  // On My Orders + changes the line itself (on the menu card a customisable dish repeats
  // through its sheet).
  await openOrders(host);
  await host.getByRole('button', { name: `Add one ${ITEM}` }).click();
  await expect(heard).toHaveText(`Asha Rao changed ${ITEM} to 2`, LIVE);
  // A guest's own changes are on their screen already: their region stays quiet.
  await expect(hostHeard).toHaveText('');
  await screenshot(guest, 'keyboard-08-guest-heard');
});
