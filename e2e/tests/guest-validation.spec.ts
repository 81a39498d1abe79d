import { readOtp } from '../support/api';
import { entrySubmit, scanTable, typeCode } from '../support/check-in';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { uniqueMobile } from '../support/phone';

// The validation rules of spec section 5 as a guest meets them on the identity screens. The
// guest count, terms and first-submit rules are also in first-guest.spec.ts, the wrong table
// PIN in join-table.spec.ts.

const COUNTRY_RULES = [
  ['US', '1234567890', 'Phone number must be 10 digits and start with 2-9 for United States'],
  ['GB', '6123456789', 'Phone number must be 10 digits and start with 7 for United Kingdom'],
  ['DE', '18123456789', 'Phone number must be 11 digits and start with 15-17 for Germany'],
  ['SG', '8123', 'Phone number must be 8 digits and start with 8-9 for Singapore'],
  ['AE', '512345678', null],
] as const;

test('the entry form checks the number against the chosen country', async ({
  page,
  newTableId,
}) => {
  await scanTable(page, newTableId);
  const number = page.getByRole('textbox', { name: 'Mobile number' });
  const country = page.getByRole('combobox', { name: 'Country code' });
  const submit = entrySubmit(page, 'NEW');
  const phoneError = page.getByText(/^Phone number must be/);

  await test.step('digits only, and nothing said before the first submit', async () => {
    await number.pressSequentially('98a76-5 4x');
    await expect(number).toHaveValue('987654');
    await expect(phoneError).toHaveCount(0);
    await submit.click();
    await expect(
      page.getByText('Phone number must be 10 digits and start with 6-9 for India', {
        exact: true,
      }),
    ).toBeVisible();
    // Form messages clear after 3 s (spec section 9).
    await expect(phoneError).toHaveCount(0, { timeout: 5_000 });
  });

  await test.step('each country has its own length and leading digits', async () => {
    for (const [code, digits, message] of COUNTRY_RULES) {
      await country.selectOption(code);
      // Changing the country clears the number.
      await expect(number).toHaveValue('');
      await number.fill(digits);
      await submit.click();
      if (message) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        if (code === 'US') await inspectScreen(page, 'entry-country-error');
      } else {
        // A valid UAE number: only the guest count and the terms are left to fix.
        await expect(phoneError).toHaveCount(0);
        await expect(page.getByText('Required', { exact: true })).toBeVisible();
      }
    }
  });
});

test('the code and name steps accept only what the spec allows', async ({
  page,
  newTableId,
  pageConsole,
}) => {
  // The phone's clock runs on as usual; the test moves it on past the resend countdown.
  await page.clock.install();
  const { mobile, phoneNo } = uniqueMobile();
  await scanTable(page, newTableId);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('radio', { name: '2 guests' }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await entrySubmit(page, 'NEW').click();
  await expect(page).toHaveURL(/\/verify-otp$/);

  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const box = (n: number) =>
    page.getByRole('textbox', { name: `One-time password, digit ${n} of 4` });
  const firstOtp = await readOtp(page.request, phoneNo);

  await test.step('four digits, numbers only, before Submit is enabled', async () => {
    await expect(submit).toBeDisabled();
    await box(1).click();
    await page.keyboard.type('4x');
    await expect(box(1)).toHaveValue('4');
    await expect(box(2)).toHaveValue('');
    await page.keyboard.type('27');
    await expect(box(3)).toHaveValue('7');
    await expect(submit).toBeDisabled();
    for (const n of [1, 2, 3]) await box(n).fill('');
  });

  await test.step('a wrong code is refused and the boxes empty', async () => {
    pageConsole.expectFailedRequest('/v1/customer-app/public/check-in', 400);
    const wrong = String((Number(firstOtp) + 1) % 10_000).padStart(4, '0');
    await typeCode(page, 'One-time password', wrong);
    await submit.click();
    await expect(
      page.getByText('The OTP entered is invalid. Please try again', { exact: true }),
    ).toBeVisible();
    await expect(box(1)).toHaveValue('');
    await inspectScreen(page, 'verify-otp-invalid');
  });

  await test.step('Resend OTP opens only after its 59 s countdown', async () => {
    const resend = page.getByRole('button', { name: /^Resend OTP/ });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend OTP in 0:5\d$/);
    await page.clock.fastForward('00:30');
    await expect(resend).toHaveText(/^Resend OTP in 0:[23]\d$/);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward('00:30');
    await expect(resend).toHaveText('Resend OTP');
    await expect(resend).toBeEnabled();
    // Not pressed: the server counts its own 59 s in real time (its tests cover the resend).
    await typeCode(page, 'One-time password', firstOtp);
    await submit.click();
    await expect(page).toHaveURL(/\/enter-name$/);
  });

  await test.step('a name is required, letters and spaces only', async () => {
    const name = page.getByRole('textbox', { name: 'Full name' });
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    await next.click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    // Other characters are rejected as typed.
    await name.pressSequentially('R2-D2 Jr.');
    await expect(name).toHaveValue('RD Jr');
    // A lone accent mark is kept by the filter but is no letter to start a name with.
    await name.fill('\u0301');
    await next.click();
    await expect(page.getByText('Kindly enter a valid name', { exact: true })).toBeVisible();
    await inspectScreen(page, 'enter-name-invalid');
    await name.fill('Zoya Ahmed');
    await next.click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
