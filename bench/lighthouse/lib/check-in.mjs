import { randomInt } from 'node:crypto';

// The demo restaurant the server seeds (apps/server/src/db/seed): The Brew Room, Indiranagar.
export const DEMO = { brandId: 1, branchId: 1, serviceableTables: [1, 2, 3, 4, 5, 6, 7] };

const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

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

/**
 * The first guest of a table checks in through the real screens, as e2e/support/check-in.ts
 * does: scan, phone form, the OTP from the dev SMS outbox, name. Ends on /home.
 */
export async function checkInFirstGuest(page, baseUrl, tableId) {
  const mobile = `${randomInt(6, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const query = `brandId=${DEMO.brandId}&branchId=${DEMO.branchId}&tableId=${tableId}`;
  await page.goto(`${baseUrl}/?${query}`);

  await page.locator(aria('textbox', 'Mobile number')).fill(mobile);
  await page.locator(aria('radio', '2 guests')).click();
  await page.locator(aria('checkbox', 'I agree to the Terms & Conditions')).click();
  await page.locator(aria('button', 'Get Started')).click();

  await waitForPath(page, '/verify-otp');
  const otp = await readOtp(baseUrl, `+91${mobile}`);
  await page.locator(aria('textbox', 'One-time password, digit 1 of 4')).click();
  await page.keyboard.type(otp);
  await page.locator(aria('button', 'Submit')).click();

  await waitForPath(page, '/enter-name');
  await page.locator(aria('textbox', 'Full name')).fill('Meera Iyer');
  await page.locator(aria('button', 'Continue')).click();
  await waitForPath(page, '/home');
}
