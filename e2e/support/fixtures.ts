import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { claimNewTable } from './tables';

interface JourneyFixtures {
  /** A serviceable table with no order yet (see claimNewTable). */
  newTableId: number;
  /**
   * Another guest's phone: a page in a browser context of its own (own cookies, session and
   * local storage, so its own device id), with the project's phone emulation.
   */
  openGuestPage: () => Promise<Page>;
}

export const test = base.extend<JourneyFixtures>({
  newTableId: async ({ request }, use, testInfo) => {
    await use(await claimNewTable(request, testInfo));
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
