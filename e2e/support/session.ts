import type { Page } from '@playwright/test';

/** The OrderId the app keeps in sessionStorage (spec section 3), or null when there is none. */
export async function storedOrderId(page: Page): Promise<number | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('OrderId'));
  if (raw === null) return null;
  const id = JSON.parse(raw) as unknown;
  return typeof id === 'number' && id > 0 ? id : null;
}

/** The stored OrderId of a guest who has checked in; fails the test when there is none. */
export async function checkedInOrderId(page: Page): Promise<number> {
  const id = await storedOrderId(page);
  if (id === null) throw new Error('No OrderId in sessionStorage after check-in');
  return id;
}
