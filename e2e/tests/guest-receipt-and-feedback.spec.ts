import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { checkIn } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { addFromEat, confirmCart, footer, LIVE, openOrders } from '../support/ordering';
import { SCREENSHOTS_DIR, screenshot } from '../support/screenshot';
import { checkedInOrderId } from '../support/session';
import { openStaffConsole } from '../support/staff-console';

// Issue 16 items 10 and 11: after paying online, the guest opens the itemised receipt (the
// bill they paid), downloads its PDF, shares its link, has it texted and opens that link in a
// browser with no session; then rates the visit, and the manager reads the rating on the
// order's page and in the reports.

const ITEM = 'Beer-Battered Fish Fingers';

/** The PDF's text as poppler reads it. */
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-']).toString();

/** '₹1,234.00' -> '1,234.00': the PDF writes the currency by its code. */
const digits = (money: string) => money.replace(/[^\d.,]/g, '');

test('a guest pays, keeps the receipt and rates the visit; staff read the rating', async ({
  page,
  newTableId,
  staff,
  openGuestPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The Web Share API as a phone has it: the share sheet gets the title and the link.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  const { phoneNo } = await checkIn(page, { tableId: newTableId, name: 'Ravi Menon', guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  const orderId = await checkedInOrderId(page);
  await staff.verify(orderId);
  await expect(page.getByRole('heading', { name: 'Your Table is not yet verified' })).toHaveCount(
    0,
    LIVE,
  );
  await addFromEat(page, 'Small Plates', ITEM);
  await openOrders(page);
  await confirmCart(page);
  await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  await staff.deliverAll(orderId);
  await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);

  await footer(page).getByRole('button', { name: 'Pay Bill' }).click();
  await page
    .getByRole('dialog', { name: 'Pay Bill' })
    .getByRole('button', { name: 'Get the bill' })
    .click();
  await expect(page).toHaveURL(/\/check-out$/);
  const billTotal = page.getByRole('row', { name: /^Total Payable/ }).getByRole('cell');
  await expect(billTotal).toHaveText(/^₹[\d,]+\.\d\d$/);
  const total = (await billTotal.textContent()) ?? '';

  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ online$/ }).click();
  await page.getByRole('button', { name: 'Pay successfully' }).click();
  await page.getByRole('link', { name: 'Back to the restaurant' }).click();
  await expect(page).toHaveURL(/\/payment-status$/, { timeout: 20_000 });
  // The confirmation page, with its own 'Payment Successful.', stays until this one loaded.
  await expect(page.getByText('You can close this page now.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Payment Successful.')).toBeVisible();

  const receiptCard = page.getByRole('region', { name: 'Your receipt' });
  const link = receiptCard.getByRole('link', { name: 'Download PDF' });
  await expect(link).toBeVisible();
  await screenshot(page, 'payment-status-receipt-and-rating');

  await test.step('every action is a 44 px tap target', async () => {
    for (const control of [
      receiptCard.getByRole('button', { name: 'View receipt' }),
      link,
      receiptCard.getByRole('button', { name: 'Share' }),
      receiptCard.getByRole('button', { name: 'Send by SMS' }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    const star = await page.locator('.ts-feedback__star').first().boundingBox();
    expect(star?.width).toBeGreaterThanOrEqual(44);
    expect(star?.height).toBeGreaterThanOrEqual(44);
  });

  await test.step('the receipt is the bill that was paid', async () => {
    await receiptCard.getByRole('button', { name: 'View receipt' }).click();
    const receipt = receiptCard.getByRole('article');
    await expect(receipt.getByRole('heading', { name: 'The Brew Room' })).toBeVisible();
    await expect(receipt.getByText(ITEM)).toBeVisible();
    await expect(receipt.getByText(`Order #${orderId}`, { exact: false })).toBeVisible();
    const totalRow = receipt.locator('.ts-receipt__total');
    await expect(totalRow).toContainText('Total');
    await expect(totalRow.locator('dd')).toHaveText(total);
    await expect(receipt.getByText(/^Paid by Online \(simulated gateway\)/)).toBeVisible();
    await screenshot(page, 'payment-status-receipt-open');
  });

  await test.step('the PDF has the item and the total', async () => {
    const download = page.waitForEvent('download');
    await link.click();
    const file = await (await download).path();
    const text = pdfText(file);
    expect(text).toContain(ITEM);
    expect(text).toMatch(new RegExp(`Total\\s+INR ${digits(total).replace('.', '\\.')}`));
  });

  await test.step('Share hands the receipt link to the share sheet', async () => {
    await receiptCard.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
    expect(shared?.title).toBe('Receipt from The Brew Room');
    expect(shared?.url).toMatch(/\/receipt\/[\w-]+\.[\w-]{22}$/);
  });

  let smsLink = '';
  await test.step('Send by SMS texts the link to the check-in number', async () => {
    await receiptCard.getByRole('button', { name: 'Send by SMS' }).click();
    await expect(receiptCard.getByText(/^Sent to \+91\*+\d{4}\.$/)).toBeVisible();
    const outbox = await page.request.get(
      `/v1/dev/sms-messages?phoneNo=${encodeURIComponent(phoneNo)}`,
    );
    const [newest] = (await outbox.json()) as { text: string }[];
    smsLink = /(http\S+\/receipt\/\S+)$/.exec(newest?.text ?? '')?.[1] ?? '';
    expect(smsLink).not.toBe('');
  });

  await test.step('the texted link opens the receipt in a browser with no session', async () => {
    const fresh = await openGuestPage();
    await fresh.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await fresh.goto(smsLink);
    await expect(fresh.getByRole('heading', { level: 1, name: 'The Brew Room' })).toBeVisible();
    await expect(fresh.getByText(ITEM)).toBeVisible();
    await expect(fresh.locator('.ts-receipt__total dd')).toHaveText(total);
    await expect(fresh.getByText(/^This link works until /)).toBeVisible();
    await screenshot(fresh, 'receipt-from-sms-link');
    // No share sheet on this browser: the link is copied instead.
    await fresh.getByRole('button', { name: 'Share' }).click();
    await expect(fresh.getByText('Receipt link copied')).toBeVisible();
    expect(await fresh.evaluate(() => navigator.clipboard.readText())).toBe(smsLink);
  });

  await test.step('the guest rates the visit 4 with a comment', async () => {
    await page.getByRole('radio', { name: '4 stars' }).check();
    await expect(page.getByText(/^Thank you for your feedback!/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Anything you would like to tell us? (optional)' })
      .fill('The fish fingers were crisp; the music was loud.');
    await page.getByRole('button', { name: 'Send comment' }).click();
    await expect(page.getByRole('button', { name: 'Send comment' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await screenshot(page, 'payment-status-rated');
  });

  await test.step('a reload of the page keeps the amount, the receipt and the rating', async () => {
    await page.reload();
    await expect(page.getByText('Payment Successful.')).toBeVisible();
    await expect(page.getByText(`${total} paid`)).toBeVisible();
    await expect(receiptCard.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  const manager = await openStaffConsole(browser, baseURL ?? '', {
    user: 'manager',
    path: `/orders/${orderId}`,
  });
  await test.step('the manager reads the rating on the order', async () => {
    const card = manager.page.getByRole('region', { name: 'Guest feedback' });
    await expect(card.getByRole('img', { name: '4 stars' })).toBeVisible();
    await expect(card.getByText('Ravi Menon')).toBeVisible();
    await expect(card.getByText('The fish fingers were crisp; the music was loud.')).toBeVisible();
    await screenshot(manager.page, 'staff-order-feedback');
  });

  await test.step('and in the reports', async () => {
    await manager.page.goto('/staff/reports');
    const section = manager.page.getByRole('region', { name: 'Guest feedback' });
    await expect(section.getByText(/^\d(\.\d)? \/ 5$/)).toBeVisible(LIVE);
    const comment = section
      .getByRole('listitem')
      .filter({ hasText: 'The fish fingers were crisp; the music was loud.' });
    await expect(comment.getByRole('img', { name: '4 stars' })).toBeVisible();
    await expect(comment.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
    // The report is long: the section itself is what there is to look at.
    await section.screenshot({
      path: path.join(SCREENSHOTS_DIR, test.info().project.name, 'staff-reports-feedback.png'),
      animations: 'disabled',
    });
  });
  await manager.context.close();
});
