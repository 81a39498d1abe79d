import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { addFromEat, confirmCart, LIVE, openOrders, seatVerifiedGuest } from '../support/ordering';

// Issue 16, item 12, the pages beyond the main journey: a guest who switches to Arabic gets
// search, the call-waiter sheet and the page after paying online in Arabic, right to left.
// The dishes keep the restaurant's own words.

const ITEM = 'Beer-Battered Fish Fingers';

async function expectArabic(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('in Arabic: search, Call Waiter and the payment status page, right to left', async ({
  page,
  newTableId,
  staff,
}) => {
  test.setTimeout(150_000);
  const { orderId } = await seatVerifiedGuest(page, staff, {
    tableId: newTableId,
    name: 'Layla Haddad',
  });
  await addFromEat(page, 'Small Plates', ITEM);
  await openOrders(page);
  await confirmCart(page);
  await expect(page.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  expect(await staff.deliverAll(orderId)).toBe(1);
  await expect(page.getByText('DELIVERED', { exact: true })).toBeVisible(LIVE);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expectArabic(page);
  const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });

  await test.step('search: the box, its empty state and the results', async () => {
    await nav.getByRole('link', { name: 'الرئيسية' }).click();
    await page.getByRole('link', { name: 'ابحث في كل الأصناف' }).click();
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByText('اكتب للبحث في جميع أصناف القائمة')).toBeVisible();
    await expect(page.getByRole('button', { name: 'رجوع' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'ابحث في كل الأصناف' }).fill('Fish Fingers');
    // The dish keeps its name; the app's words around it are Arabic.
    await expect(page.getByText(ITEM, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'مسح البحث' })).toBeVisible();
    await expectArabic(page);
    await inspectScreen(page, 'languages-search-ar', { fullPage: false });
    await page.getByRole('searchbox').fill('zzzz');
    await expect(page.getByText('عذرًا! لا توجد نتائج.')).toBeVisible();
    await page.getByRole('button', { name: 'رجوع' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('Call Waiter: the reasons, one sent, told and marked', async () => {
    await nav.getByRole('button', { name: 'نادِ النادل' }).click();
    const sheet = page.getByRole('dialog', { name: 'نادِ النادل' });
    await expect(sheet.getByText('ماذا تحتاج؟')).toBeVisible();
    await sheet.getByRole('button', { name: 'ماء' }).click();
    await expect(sheet.getByText('تم إبلاغ النادل: ماء.')).toBeVisible(LIVE);
    await expect(sheet.getByText('تم الطلب')).toBeVisible(LIVE);
    await expect(sheet.getByRole('button', { name: 'أدوات المائدة' })).toBeEnabled();
    await inspectScreen(page, 'languages-call-waiter-ar', { fullPage: false });
    await sheet.getByRole('button', { name: 'إغلاق' }).click();
    await expect(sheet).toBeHidden();
  });

  await test.step('pay online, then the payment status page, receipt and rating', async () => {
    await nav.getByRole('button', { name: 'ادفع الفاتورة' }).click();
    await page
      .getByRole('dialog', { name: 'ادفع الفاتورة' })
      .getByRole('button', { name: 'اطلب الفاتورة' })
      .click();
    await expect(page).toHaveURL(/\/check-out$/);
    await page.getByRole('button', { name: /^ادفع .+ عبر الإنترنت$/ }).click();
    // The simulated gateway is the provider's page, in its own English.
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await page.getByRole('link', { name: 'Back to the restaurant' }).click();
    await expect(page).toHaveURL(/\/payment-status$/, { timeout: 20_000 });
    await expect(page.getByText('يمكنك إغلاق هذه الصفحة الآن.')).toBeVisible({ timeout: 20_000 });
    await expectArabic(page);
    await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح.' })).toBeVisible();
    await expect(page.getByText(/^تم دفع .*\d\.\d\d/)).toBeVisible();
    await expect(
      page.getByText(/^شكرًا لتناولك الطعام في .+\. نتمنى أن نراك مجددًا قريبًا!$/),
    ).toBeVisible();
    const receipt = page.getByRole('region', { name: 'إيصالك' });
    await expect(receipt.getByRole('link', { name: 'تنزيل PDF' })).toBeVisible();
    await expect(page.getByText('كيف كانت زيارتك؟')).toBeVisible();
    await inspectScreen(page, 'languages-payment-status-ar');
    await receipt.getByRole('button', { name: 'عرض الإيصال' }).click();
    await expect(receipt.getByText('شكرًا لتناولك الطعام معنا.')).toBeVisible(LIVE);
    await page.getByRole('radio', { name: 'النجوم: 4' }).check();
    await expect(page.getByText('شكرًا على رأيك!', { exact: false })).toBeVisible(LIVE);
    // From the top, so the full-page capture draws the sticky header in its place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await inspectScreen(page, 'languages-receipt-ar');
  });
});
