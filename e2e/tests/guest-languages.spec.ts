import type { Page } from '@playwright/test';
import { readOtp } from '../support/api';
import { scanTable } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { LIVE } from '../support/ordering';
import { uniqueMobile } from '../support/phone';
import { checkedInOrderId } from '../support/session';

// Issue 16, item 12: a phone set to Arabic gets the app in Arabic, right to left, from the
// first screen; the header's switcher changes the language and keeps the choice. The menu stays
// as the restaurant wrote it. Screenshots of /home, the cart and the bill in each language.

test.use({ locale: 'ar' });
// Nine screens inspected (screenshot and axe) on top of the journey.
test.setTimeout(120_000);

const ITEM = 'Masala Papad';

async function expectDocument(page: Page, lang: string, dir: 'rtl' | 'ltr'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** Switches from the header and checks the words of the page changed with it. */
async function switchTo(page: Page, from: string, to: 'en' | 'hi' | 'ar'): Promise<void> {
  await page.getByRole('combobox', { name: from }).selectOption(to);
  await expectDocument(page, to, to === 'ar' ? 'rtl' : 'ltr');
}

const LANGUAGE = { ar: 'اللغة', hi: 'भाषा', en: 'Language' } as const;

/**
 * The sticky header stays at the top and the footer at the bottom of the screen, scrolled or
 * not: a full-page capture draws them where the first screen ended, mid-page, which is the
 * capture's doing, so the menu is captured one screen at a time.
 */
async function expectBarsInPlace(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  for (const top of [0, 1200]) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    const header = await page.locator('header').first().boundingBox();
    const footer = await page.locator('.ts-footer').boundingBox();
    expect(Math.round(header?.y ?? -1)).toBe(0);
    expect(Math.round((footer?.y ?? 0) + (footer?.height ?? 0))).toBe(height);
  }
}

/** The screen in Arabic (already shown), then Hindi and English, looked at and checked by axe. */
async function inEachLanguage(
  page: Page,
  name: string,
  words: Record<'ar' | 'hi' | 'en', string>,
  { fullPage = true } = {},
): Promise<void> {
  for (const locale of ['ar', 'hi', 'en'] as const) {
    if (locale !== 'ar') await switchTo(page, LANGUAGE[locale === 'hi' ? 'ar' : 'hi'], locale);
    await expect(page.getByText(words[locale], { exact: true }).first()).toBeVisible();
    if (!fullPage) await expectBarsInPlace(page);
    // From the top, so the full-page capture shows the sticky header in its place.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await inspectScreen(page, `languages-${name}-${locale}`, { fullPage });
  }
  await switchTo(page, LANGUAGE.en, 'ar');
  await expect(page.getByText(words.ar, { exact: true }).first()).toBeVisible();
}

test('a guest whose phone speaks Arabic checks in, orders and asks for the bill right to left, and switches language from the header', async ({
  page,
  newTableId,
  staff,
}) => {
  await test.step('the entry page opens in Arabic, right to left', async () => {
    await scanTable(page, newTableId);
    await expect(page.getByRole('heading', { name: 'أهلًا وسهلًا!' })).toBeVisible();
    await expectDocument(page, 'ar', 'rtl');
    // The phone rule's message, which the shared rules build with the country's digits.
    await page.getByRole('button', { name: 'ابدأ', exact: true }).click();
    await expect(
      page.getByText('يجب أن يتكون رقم الهاتف من 10 أرقام وأن يبدأ بـ \u20666-9\u2069 في India'),
    ).toBeVisible();
    await inspectScreen(page, 'languages-entry-ar');
  });

  const orderId = await test.step('check-in, the code and the name, all in Arabic', async () => {
    const { mobile, phoneNo } = uniqueMobile();
    await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(mobile);
    await page.getByRole('radio', { name: 'عدد الضيوف: 2' }).check();
    await page.getByRole('checkbox', { name: /أوافق على الشروط والأحكام/ }).check();
    await page.getByRole('button', { name: 'ابدأ', exact: true }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await expect(page.getByText('تم إرسال رمز التحقق بنجاح!')).toBeVisible();
    const code = await readOtp(page.request, phoneNo);
    await page.getByRole('textbox', { name: 'رمز التحقق لمرة واحدة، الرقم 1 من 4' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'إرسال', exact: true }).click();
    await expect(page).toHaveURL(/\/enter-name$/);
    await page.getByRole('textbox', { name: 'الاسم الكامل' }).fill('Layla Haddad');
    await page.getByRole('button', { name: 'متابعة', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectDocument(page, 'ar', 'rtl');
    const id = await checkedInOrderId(page);
    await staff.verify(id);
    await expect(page.getByRole('heading', { name: 'لم يتم التحقق من طاولتك بعد' })).toHaveCount(
      0,
      LIVE,
    );
    return id;
  });

  await test.step('the menu keeps its own words; the cart bar speaks Arabic', async () => {
    await page.getByRole('tab', { name: 'طعام' }).click();
    const category = page.getByRole('button', { name: /^Small Plates/ });
    if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
    await page.getByRole('button', { name: `أضف ${ITEM}`, exact: true }).click();
    // The dish opens its sheet (it has choices): its own words stay English, the app's are Arabic.
    const sheet = page.getByRole('dialog', { name: ITEM });
    await expect(sheet.getByRole('button', { name: /^أضف الصنف/ })).toBeVisible();
    await inspectScreen(page, 'languages-customise-ar');
    await sheet.getByRole('button', { name: /^أضف الصنف/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('group', { name: `كمية ${ITEM}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^عرض السلة/ })).toBeVisible();
    await inEachLanguage(
      page,
      'home',
      { ar: 'عرض السلة', hi: 'कार्ट देखें', en: 'View cart' },
      { fullPage: false },
    );
  });

  await test.step('the choice outlives a reload', async () => {
    await switchTo(page, LANGUAGE.ar, 'hi');
    await page.reload();
    await expectDocument(page, 'hi', 'ltr');
    await expect(page.getByText('कार्ट देखें', { exact: true })).toBeVisible();
    await switchTo(page, LANGUAGE.hi, 'ar');
  });

  await test.step('the cart, then slide to confirm from right to left', async () => {
    await page.getByRole('link', { name: /^عرض السلة/ }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByText('اسحب لتأكيد الطلب')).toBeVisible();
    await inEachLanguage(page, 'cart', {
      ar: 'اسحب لتأكيد الطلب',
      hi: 'स्लाइड करके कन्फ़र्म करें',
      en: 'Slide to confirm order',
    });
    const track = await page.locator('.ts-slide__track').boundingBox();
    const handle = await page.locator('.ts-slide__handle').boundingBox();
    if (!track || !handle) throw new Error('The slide-to-confirm control is not on screen');
    // The handle waits at the right-hand end and travels left.
    expect(handle.x + handle.width).toBeGreaterThan(track.x + track.width * 0.75);
    const y = handle.y + handle.height / 2;
    const startX = handle.x + handle.width / 2;
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX - track.width * 0.9, y, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByRole('tab', { name: 'مكتملة', selected: true })).toBeVisible(LIVE);
  });

  await test.step('the bill, in each language', async () => {
    expect(await staff.deliverAll(orderId)).toBe(1);
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await nav.getByRole('button', { name: 'ادفع الفاتورة' }).click();
    const sheet = page.getByRole('dialog', { name: 'ادفع الفاتورة' });
    await sheet.getByRole('button', { name: 'اطلب الفاتورة' }).click();
    await expect(page).toHaveURL(/\/check-out$/);
    await expect(page.getByText('تفاصيل الفاتورة والملخص')).toBeVisible();
    await expect(page.getByText('المبلغ المستحق')).toBeVisible();
    await expectDocument(page, 'ar', 'rtl');
    await inEachLanguage(page, 'bill', {
      ar: 'المبلغ المستحق',
      hi: 'कुल देय राशि',
      en: 'Total Payable',
    });
  });
});
