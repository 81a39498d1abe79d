import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type ConsoleGuard, endGuard, startGuard } from './console-guard';

// What every journey test has, on one server or on the cluster: the console guard over every
// page, and more phones at the table.

export interface GuestTestFixtures {
  /**
   * Every page's console, watched for the whole test (issue 16): an error, a warning or an
   * uncaught exception in any of them fails the test at its end, listed.
   */
  pageConsole: ConsoleGuard;
  /**
   * Another guest's phone: a page in a browser context of its own (own cookies, session and
   * local storage, so its own device id), with the project's phone emulation.
   */
  openGuestPage: () => Promise<Page>;
}

export const guestTest = base.extend<GuestTestFixtures>({
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
