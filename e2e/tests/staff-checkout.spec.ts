import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { confirmCart } from '../support/ordering';
import { screenshot } from '../support/screenshot';
import { checkedInOrderId } from '../support/session';
import { type Staff, staffLogin } from '../support/staff';
import { openStaffConsole, type StaffDevice, type StaffUser } from '../support/staff-console';

// The staff console's checkout screen, two-sided: a guest orders at a table, staff settle it
// in the console, and the guest's phone follows live (the block page, then payment-status).

test.skip(() => test.info().project.name !== 'phone-390', 'staff flows run once');

/** How long a change made elsewhere may take to show on another screen. */
const LIVE = { timeout: 10_000 };
const ITEM = 'Masala Papad';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let staffSession: Staff | undefined;
test.afterEach(async () => {
  await staffSession?.dispose();
  staffSession = undefined;
});

/**
 * A guest with a served order: checks in, is verified (staff API), adds one item and confirms
 * it in the guest app, and the staff deliver it. Returns the order id.
 */
async function servedOrder(guest: Page, tableId: number, staff: Staff): Promise<number> {
  await checkIn(guest, { tableId, name: 'Meera Iyer', guests: 2 });
  await expect(guest).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(guest);
  await staff.verify(orderId);
  await expect(guest.getByRole('heading', { name: 'Your Table is not yet verified' })).toHaveCount(
    0,
    LIVE,
  );

  await guest.getByRole('tab', { name: 'Eat' }).click();
  const smallPlates = guest.getByRole('button', { name: /^Small Plates/ });
  await expect(smallPlates).toBeVisible();
  if ((await smallPlates.getAttribute('aria-expanded')) !== 'true') await smallPlates.click();
  await guest.getByRole('button', { name: `Add ${ITEM}`, exact: true }).click();
  const sheet = guest.getByRole('dialog', { name: ITEM });
  await sheet.getByRole('button', { name: /^Add item/ }).click();
  await expect(sheet).toBeHidden();

  await guest
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /My Orders/ })
    .click();
  // Confirm is a slide; its button takes Enter, as whole-journey confirms it.
  await confirmCart(guest);
  await expect(guest.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  expect(await staff.deliverAll(orderId)).toBe(1);
  await expect(guest.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);
  return orderId;
}

async function openCheckout(
  browser: Browser,
  baseURL: string,
  options: { user: StaffUser; device: StaffDevice; orderId: number },
) {
  const opened = await openStaffConsole(browser, baseURL, {
    user: options.user,
    device: options.device,
    path: `/orders/${options.orderId}/checkout`,
  });
  await expect(opened.page.getByRole('heading', { name: /^Checkout · Table \d+$/ })).toBeVisible();
  await expect(opened.page.getByRole('cell', { name: new RegExp(`^${ITEM}`) })).toBeVisible();
  return opened;
}

/** The bill's Total Payable row, as the console shows it. */
const totalPayable = (page: Page) =>
  page.getByRole('main').getByRole('row', { name: /^Total Payable/ });

/** The console as it prints: only the receipt, nothing of the console around it. */
async function expectPrintedReceipt(page: Page, name: string) {
  const receipt = page.getByRole('article', { name: 'Printed bill' });
  await expect(receipt).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('The Brew Room')).toBeVisible();
  await expect(receipt.getByText('Indiranagar')).toBeVisible();
  await expect(receipt.getByText(/^Table \d+ · Order #\d+$/)).toBeVisible();
  await expect(receipt.getByRole('row', { name: /^Total Payable/ })).toBeVisible();
  await expect(page.getByRole('main')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print bill' })).toBeHidden();
  await screenshot(page, name);
  await page.emulateMedia({ media: 'screen' });
}

test('the waiter starts checkout and records cash; the guest follows live', async ({
  page: guest,
  browser,
  newTableId,
  baseURL,
  pageConsole,
}) => {
  test.setTimeout(120_000);
  const staff = await staffLogin(baseURL!);
  staffSession = staff;
  const orderId = await servedOrder(guest, newTableId, staff);

  const { page: waiter, context } = await openCheckout(browser, baseURL!, {
    user: 'waiter',
    device: 'phone',
    orderId,
  });
  try {
    await test.step('the waiter sees the bill but no discount form', async () => {
      await expect(totalPayable(waiter)).toBeVisible();
      await expect(waiter.getByText('Ordering', { exact: true })).toBeVisible();
      await expect(waiter.getByRole('heading', { name: 'Discount' })).toHaveCount(0);
      await expect(waiter.getByRole('textbox', { name: /Discount/ })).toHaveCount(0);
      await expectAccessible(waiter, 'staff-checkout-waiter');
    });

    await test.step('starting checkout blocks the guest live', async () => {
      await expect(
        waiter.getByText('Guests will see ‘The waiter is processing your payment!’'),
      ).toBeVisible();
      await waiter.getByRole('button', { name: 'Start checkout' }).click();
      await expect(waiter.getByText('In checkout', { exact: true })).toBeVisible();
      await expect(waiter.getByRole('button', { name: 'Start checkout' })).toHaveCount(0);
      await expect(guest).toHaveURL(/\/payment-in-progress-block$/, LIVE);
      await expect(guest.getByText('The waiter is processing your payment!')).toBeVisible();
    });

    const amount = waiter.getByRole('textbox', { name: 'Amount received (₹)' });
    const payable = await test.step('a part payment is refused in the form', async () => {
      const prefilled = await amount.inputValue();
      expect(prefilled).toMatch(/^\d+\.00$/);
      await amount.fill('10');
      await waiter.getByRole('button', { name: 'Record payment' }).click();
      await expect(waiter.getByText(/^Enter exactly the payable amount, ₹/)).toBeVisible();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await amount.fill(prefilled);
      return prefilled;
    });

    await test.step('the cash payment closes the table; the guest sees the result', async () => {
      await waiter.getByRole('radio', { name: 'Cash' }).check();
      await waiter.getByRole('button', { name: 'Record payment' }).click();
      const dialog = waiter.getByRole('dialog', { name: 'Record payment?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('paid by Cash')).toBeVisible();
      await screenshot(waiter, 'staff-checkout-confirm-phone');
      await expectAccessible(waiter, 'staff-checkout-confirm');
      // The first try never reaches the server (the connection drops): its retry must carry
      // the same Idempotency-Key, so a payment recorded by a lost try is not taken twice.
      pageConsole.expectFailedRequest(
        /^\/v1\/staff\/orders\/\d+\/payments$/,
        'ERR_INTERNET_DISCONNECTED',
      );
      await waiter.route('**/payments', (route) => route.abort('internetdisconnected'), {
        times: 1,
      });
      const keys: string[] = [];
      waiter.on('request', (request) => {
        if (request.url().endsWith('/payments')) keys.push(request.headers()['idempotency-key']!);
      });
      await dialog.getByRole('button', { name: /^Record ₹/ }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'No connection. Check the network and try again.',
      );
      const sent = waiter.waitForRequest((request) => request.url().endsWith('/payments'));
      await dialog.getByRole('button', { name: 'Try again' }).click();
      const request = await sent;
      expect(request.postDataJSON()).toEqual({ method: 'CASH', amount: Number(payable) });
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(UUID);
      expect(keys[1]).toBe(keys[0]);

      await expect(waiter.getByText('Paid', { exact: true })).toBeVisible();
      await expect(waiter.getByText('Payment recorded — table closed').first()).toBeVisible();
      await expect(waiter.getByRole('textbox', { name: 'Amount received (₹)' })).toHaveCount(0);
      await screenshot(waiter, 'staff-checkout-paid-phone');
      await expectAccessible(waiter, 'staff-checkout-paid');
      await expect(guest).toHaveURL(/\/payment-status$/, LIVE);
      await expect(guest.getByText('Payment Successful.')).toBeVisible();
    });
  } finally {
    await context.close();
  }
});

test('the manager discounts the bill, which updates; it prints as a clean receipt', async ({
  page: guest,
  browser,
  newTableId,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await staffLogin(baseURL!);
  staffSession = staff;
  const orderId = await servedOrder(guest, newTableId, staff);

  for (const device of ['phone', 'tablet'] as const) {
    const { page: manager, context } = await openCheckout(browser, baseURL!, {
      user: 'manager',
      device,
      orderId,
    });
    try {
      if (device === 'phone') {
        await test.step('the discount form explains what it refuses', async () => {
          const field = manager.getByRole('textbox', { name: 'Discount (₹)' });
          const apply = manager.getByRole('button', { name: 'Apply discount' });
          for (const [typed, message] of [
            ['-5', 'The discount cannot be negative.'],
            ['ten', 'Enter the discount as a number of rupees, e.g. 50 or 49.50.'],
            ['99999', /^The discount cannot be more than the subtotal, ₹/],
          ] as const) {
            await field.fill(typed);
            await apply.click();
            await expect(manager.getByText(message)).toBeVisible();
          }
        });

        await test.step('a discount of ₹50 updates the bill', async () => {
          const before = await totalPayable(manager).textContent();
          await manager.getByRole('textbox', { name: 'Discount (₹)' }).fill('50');
          await manager.getByRole('button', { name: 'Apply discount' }).click();
          await expect(manager.getByRole('row', { name: 'Discount -₹50.00' })).toBeVisible();
          await expect(totalPayable(manager)).not.toHaveText(before ?? '');
          await expect(manager.getByRole('button', { name: 'Remove discount' })).toBeVisible();
          // The confirmation toast covers the form in the screenshot; it leaves after 4 s.
          await expect(manager.getByText('Discount of ₹50.00 applied')).toBeVisible();
          await expect(manager.getByText('Discount of ₹50.00 applied')).toBeHidden();
        });
      }

      await screenshot(manager, `staff-checkout-${device}`);
      await expectAccessible(manager, `staff-checkout-${device}`);
      await expectPrintedReceipt(manager, `staff-checkout-print-${device}`);
    } finally {
      await context.close();
    }
  }

  await test.step('the waiter sees the discounted bill without the discount form', async () => {
    const { page: waiter, context } = await openCheckout(browser, baseURL!, {
      user: 'waiter',
      device: 'phone',
      orderId,
    });
    try {
      await expect(waiter.getByRole('row', { name: 'Discount -₹50.00' })).toBeVisible();
      await expect(waiter.getByRole('textbox', { name: /Discount/ })).toHaveCount(0);
      // Frees the table for later journeys.
      const payable = await waiter
        .getByRole('textbox', { name: 'Amount received (₹)' })
        .inputValue();
      await staff.payCash(orderId, Number(payable));
    } finally {
      await context.close();
    }
  });
});
