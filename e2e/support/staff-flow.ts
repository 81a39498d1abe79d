import type { Browser, Page } from '@playwright/test';
import { checkIn } from './check-in';
import { consoleGuard } from './console-guard';
import { expect, test } from './fixtures';
import { checkedInOrderId } from './session';
import { openStaffConsole, type StaffConsole, type StaffUser } from './staff-console';

interface ConsoleOptions {
  user: StaffUser;
  path: string;
  device?: 'phone' | 'tablet';
  signedIn?: boolean;
}

/**
 * The frame of a two-sided staff spec: it runs once (in the phone-390 project), and after
 * each test the consoles and extra browsers it opened are closed, and so is any table it left
 * open (tables are scarce). Call once at the top of the spec.
 */
export function staffFlow() {
  const consoles: StaffConsole[] = [];
  const browsers: Browser[] = [];
  const orders: number[] = [];

  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'phone-390', 'staff flows run once');
  });

  test.afterEach(async ({ staff }) => {
    await Promise.all(consoles.splice(0).map(({ context }) => context.close()));
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
    for (const orderId of orders.splice(0)) {
      if ((await staff.order(orderId)).status !== 'COMPLETED') await staff.close(orderId);
    }
  });

  return {
    /** The console signed in as `user` on `path`, closed after the test. */
    async openConsole(browser: Browser, baseURL: string, options: ConsoleOptions): Promise<Page> {
      const opened = await openStaffConsole(browser, baseURL, options);
      consoles.push(opened);
      return opened.page;
    },
    /** A first guest checks in at a new table; the order is closed after the test if open. */
    async seatGuest(page: Page, tableId: number, name: string): Promise<number> {
      await checkIn(page, { tableId, name, guests: 2 });
      await expect(page).toHaveURL(/\/home$/);
      const orderId = await checkedInOrderId(page);
      orders.push(orderId);
      return orderId;
    },
    /** A browser of the test's own (a phone with a camera), watched and closed after the test. */
    keepBrowser(browser: Browser): void {
      consoleGuard().watchBrowser(browser);
      browsers.push(browser);
    },
  };
}
