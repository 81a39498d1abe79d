import { expect, type Page } from '@playwright/test';
import { readOtp, readTablePin } from './api';
import { tableUrl } from './demo';
import { uniqueMobile } from './phone';

/** The identity screens checkIn passes through, in order. */
export type IdentityScreen = 'entry' | 'verify-otp' | 'enter-name';

export interface CheckInOptions {
  tableId: number;
  /** The demo branch unless given. */
  branchId?: number;
  /** Full name typed on /enter-name. */
  name: string;
  /** Given: the table is expected to be NEW (first guest); omitted: JOIN (a later guest). */
  guests?: number;
  /** Called on each screen once it is ready, before it is filled in (screenshots, axe). */
  onScreen?: (screen: IdentityScreen) => Promise<void>;
  /** The table's whole QR link (e.g. decoded from a printed sheet, with its token); the demo
   * link of tableId and branchId unless given. */
  url?: string;
  /** Where the guest's SMS code is read; the dev outbox unless given (production has none). */
  readCode?: (phoneNo: string) => Promise<string>;
}

export interface CheckedIn {
  mobile: string;
  phoneNo: string;
}

/** Opens the table's QR link, as scanning it would. */
export async function scanTable(page: Page, tableId: number, branchId?: number): Promise<void> {
  await page.goto(tableUrl(tableId, branchId));
}

/** The submit button of the entry form: 'Get Started' for a NEW table, 'Join' to join one. */
export const entrySubmit = (page: Page, state: 'NEW' | 'JOIN') =>
  page.getByRole('button', { name: state === 'NEW' ? 'Get Started' : 'Join', exact: true });

/**
 * Types a 4-digit code into single-digit boxes named '<label>, digit n of 4', from the first
 * box, the way a keyboard does: each digit moves focus on to the next box.
 */
export async function typeCode(page: Page, label: string, code: string): Promise<void> {
  await page.getByRole('textbox', { name: `${label}, digit 1 of ${code.length}` }).click();
  await page.keyboard.type(code);
  for (const [index, digit] of [...code].entries()) {
    await expect(
      page.getByRole('textbox', { name: `${label}, digit ${index + 1} of ${code.length}` }),
    ).toHaveValue(digit);
  }
}

/**
 * A new guest checks in through the real screens: scan, phone form, the OTP from the dev SMS
 * outbox (or `readCode`), name. Returns once the name is accepted; the caller asserts where the app went
 * (/home for the first guest, /verify-pin for a joining one).
 */
export async function checkIn(page: Page, options: CheckInOptions): Promise<CheckedIn> {
  const { tableId, branchId, name, guests, onScreen } = options;
  const readCode = options.readCode ?? ((phone: string) => readOtp(page.request, phone));
  const state = guests === undefined ? 'JOIN' : 'NEW';
  const { mobile, phoneNo } = uniqueMobile();

  if (options.url) await page.goto(options.url);
  else await scanTable(page, tableId, branchId);
  const submit = entrySubmit(page, state);
  await expect(submit).toBeVisible();
  await onScreen?.('entry');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  if (guests !== undefined) {
    await page.getByRole('radio', { name: guests === 1 ? '1 guest' : `${guests} guests` }).check();
  }
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await submit.click();

  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByText('OTP sent successfully!')).toBeVisible();
  await onScreen?.('verify-otp');
  await typeCode(page, 'One-time password', await readCode(phoneNo));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expect(page).toHaveURL(/\/enter-name$/);
  const nameField = page.getByRole('textbox', { name: 'Full name' });
  await expect(nameField).toBeVisible();
  await onScreen?.('enter-name');
  await nameField.fill(name);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/enter-name');
  return { mobile, phoneNo };
}

/** A later guest checks in at the host's table, types the PIN the host reads out, and lands
 * on the menu. */
export async function joinWithPin(
  guest: Page,
  host: { page: Page; orderId: number },
  options: Omit<CheckInOptions, 'guests'>,
): Promise<void> {
  const pin = await readTablePin(host.page.request, host.orderId);
  await checkIn(guest, options);
  await expect(guest).toHaveURL(/\/verify-pin$/);
  await typeCode(guest, 'Table PIN', pin);
  await guest.getByRole('button', { name: 'Join Table' }).click();
  await expect(guest).toHaveURL(/\/home$/);
}
