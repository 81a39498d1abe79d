import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO } from './demo';

// The few guest-side server calls the journeys make themselves, for what a guest learns
// outside the app: the SMS code, and the PIN the first guest reads out.

const TENANT = { 'x-tenant': String(DEMO.brandId) };

interface OutboxEntry {
  phoneNo: string;
  text: string;
  otp: string;
  sentAt: string;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: TENANT });
  expect(response.ok(), `GET ${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The newest OTP the dev SMS outbox holds for `phoneNo` ('+91...'), waiting for it to arrive.
 * The '+' goes as %2B: a raw '+' in a query string means a space.
 */
export async function readOtp(request: APIRequestContext, phoneNo: string): Promise<string> {
  const url = `/v1/dev/sms-outbox?phoneNo=${encodeURIComponent(phoneNo)}`;
  let otp = '';
  await expect
    .poll(
      async () => {
        const [newest] = await json<OutboxEntry[]>(request, url);
        otp = newest?.otp ?? '';
        return otp;
      },
      { message: `an OTP SMS to ${phoneNo}`, intervals: [100, 250, 500] },
    )
    .toMatch(/^\d{4}$/);
  return otp;
}

/**
 * The table PIN: the order's `code`. Only a guest of the order may read it, so `request` must
 * carry that guest's session cookie (`page.request` of their context).
 */
export async function readTablePin(request: APIRequestContext, orderId: number): Promise<string> {
  const order = await json<{ code: string }>(request, `/v1/order/public?id=${orderId}`);
  return order.code;
}

interface MenuCategory {
  subCategories?: MenuCategory[];
  menuResponseDetails?: { displayName: string; menuItems: { menuItemMasterId: number }[] }[];
}

/** The menu item (first size) of a product as the branch's menu lists it, for staff actions. */
export async function menuItemId(
  request: APIRequestContext,
  branchId: number,
  displayName: string,
): Promise<number> {
  const menu = await json<MenuCategory[]>(
    request,
    `/v1/menuItemMaster/public/menu-item-grouped-category?branchId=${branchId}`,
  );
  const products = (categories: MenuCategory[]): NonNullable<MenuCategory['menuResponseDetails']> =>
    categories.flatMap((c) => [
      ...(c.menuResponseDetails ?? []),
      ...products(c.subCategories ?? []),
    ]);
  const id = products(menu).find((p) => p.displayName === displayName)?.menuItems[0]
    ?.menuItemMasterId;
  if (id === undefined) throw new Error(`No '${displayName}' on the menu of branch ${branchId}`);
  return id;
}
