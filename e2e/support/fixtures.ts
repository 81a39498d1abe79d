import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type ConsoleGuard, endGuard, startGuard } from './console-guard';
import { type Staff, staffLogin } from './staff';
import { claimNewTable, releaseTable } from './tables';

interface JourneyFixtures {
  /**
   * A serviceable table of the demo branch with no order yet (see claimNewTable); its order,
   * if the test leaves one open, is closed afterwards.
   */
  newTableId: number;
  /** The same for another branch (the Koramangala hours journeys). */
  claimTableAt: (branchId: number) => Promise<number>;
  /**
   * Another guest's phone: a page in a browser context of its own (own cookies, session and
   * local storage, so its own device id), with the project's phone emulation.
   */
  openGuestPage: () => Promise<Page>;
  /**
   * Every page's console, watched for the whole test (issue 16): an error, a warning or an
   * uncaught exception in any of them fails the test at its end, listed.
   */
  pageConsole: ConsoleGuard;
}

interface WorkerFixtures {
  /** The demo manager, signed in once per worker: sign-in is rate limited per user. */
  staff: Staff;
}

export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  pageConsole: [
    async ({ browser }, use) => {
      const guard = startGuard();
      const unwatch = guard.watchBrowser(browser);
      try {
        await use(guard);
      } finally {
        unwatch();
        endGuard();
      }
      guard.expectNone();
    },
    { auto: true },
  ],
  // The default context is made by Playwright's own fixture, perhaps before the patch above.
  context: async ({ context, pageConsole }, use) => {
    pageConsole.watch(context);
    await use(context);
  },
  staff: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      if (!baseURL) throw new Error('The e2e config sets no baseURL');
      const staff = await staffLogin(baseURL);
      await use(staff);
      await staff.dispose();
    },
    { scope: 'worker' },
  ],
  newTableId: async ({ staff }, use, testInfo) => {
    const tableId = await claimNewTable(staff, testInfo);
    await use(tableId);
    await releaseTable(staff, tableId);
  },
  claimTableAt: async ({ staff }, use, testInfo) => {
    const claimed: [branchId: number, tableId: number][] = [];
    await use(async (branchId) => {
      const tableId = await claimNewTable(staff, testInfo, branchId);
      claimed.push([branchId, tableId]);
      return tableId;
    });
    for (const [branchId, tableId] of claimed) await releaseTable(staff, tableId, branchId);
  },
  openGuestPage: async (
    {
      browser,
      baseURL,
      viewport,
      screen,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      locale,
      timezoneId,
      reducedMotion,
    },
    use,
  ) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        locale,
        timezoneId,
        reducedMotion,
      });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect } from '@playwright/test';
