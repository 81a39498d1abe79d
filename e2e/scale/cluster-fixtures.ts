import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type Cluster, startCluster } from '../support/cluster';
import { type Staff, staffLogin } from '../support/staff';

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
export const CLUSTER_SKIP = !TEST_DATABASE_URL || !TEST_REDIS_URL;

interface Fixtures {
  /** The demo manager on a request context of its own: the third connection. */
  staff: Staff;
  /** Another guest's phone, with its own cookies and storage, through nginx. */
  openGuestPage: () => Promise<Page>;
}

export const test = base.extend<Fixtures, { cluster: Cluster }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      if (!TEST_DATABASE_URL || !TEST_REDIS_URL) throw new Error('needs PostgreSQL and Redis');
      const cluster = await startCluster(TEST_DATABASE_URL, TEST_REDIS_URL);
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.url),
  staff: async ({ cluster }, use) => {
    const staff = await staffLogin(cluster.url);
    await use(staff);
    await staff.dispose();
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
