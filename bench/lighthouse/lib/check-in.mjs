import { randomInt } from 'node:crypto';

// The demo restaurant the server seeds (apps/server/src/db/seed): The Brew Room, Indiranagar.
export const DEMO = { brandId: 1, branchId: 1, serviceableTables: [1, 2, 3, 4, 5, 6, 7] };

/** The query string of a table's QR code. */
export const entryQuery = (tableId) =>
  `brandId=${DEMO.brandId}&branchId=${DEMO.branchId}&tableId=${tableId}`;

// CSS rather than ARIA-name selectors: Chromium folds the labels' CSS text-transform into
// accessible names ('MOBILE NUMBER'), and puppeteer matches names exactly.
const SUBMIT = 'form button[type="submit"]';

async function waitForPath(page, pathname) {
  await page.waitForFunction((expected) => location.pathname === expected, {}, pathname);
}

/** The newest OTP the dev SMS outbox holds for phoneNo, polled until the SMS is there. */
async function readOtp(baseUrl, phoneNo) {
  const url = `${baseUrl}/v1/dev/sms-outbox?phoneNo=${encodeURIComponent(phoneNo)}`;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(url, { headers: { 'x-tenant': String(DEMO.brandId) } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const [newest] = await response.json();
    if (/^\d{4}$/.test(newest?.otp ?? '')) return newest.otp;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No OTP SMS to ${phoneNo} arrived`);
}

/** Runs one screen of the check-in; a failure names the screen and where the tab was. */
async function onScreen(page, screen, act) {
  try {
    await act();
  } catch (error) {
    throw new Error(`Check-in failed on ${screen} (tab at ${page.url()}): ${error.message}`);
  }
}

/**
 * The first guest of a table checks in through the real screens, as e2e/support/check-in.ts
 * does: scan, phone form, the OTP from the dev SMS outbox, name. Ends on /home.
 */
export async function checkInFirstGuest(page, baseUrl, tableId) {
  const mobile = `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

  await onScreen(page, 'the entry form', async () => {
    await page.goto(`${baseUrl}/?${entryQuery(tableId)}`);
    await page.locator('form input[type="tel"]').fill(mobile);
    await page.locator('form input[type="radio"][value="2"]').click();
    // The terms checkbox itself: its label holds a link to the terms page.
    await page.locator('form input[type="checkbox"]').click();
    await page.locator(SUBMIT).click();
    await waitForPath(page, '/verify-otp');
  });
  await onScreen(page, '/verify-otp', async () => {
    const otp = await readOtp(baseUrl, `+91${mobile}`);
    await page.locator('input[aria-label="One-time password, digit 1 of 4"]').click();
    await page.keyboard.type(otp);
    await page.locator(SUBMIT).click();
    await waitForPath(page, '/enter-name');
  });
  await onScreen(page, '/enter-name', async () => {
    await page.locator('form input[autocomplete="name"]').fill('Meera Iyer');
    await page.locator(SUBMIT).click();
    await waitForPath(page, '/home');
  });
}
