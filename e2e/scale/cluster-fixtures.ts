import { type Cluster, startCluster } from '../support/cluster';
import { guestTest } from '../support/guest-test';
import { type Staff, staffLogin } from '../support/staff';

const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
export const CLUSTER_SKIP = !TEST_DATABASE_URL || !TEST_REDIS_URL;

interface Fixtures {
  /** The demo manager on a request context of its own: the third connection. */
  staff: Staff;
}

// openGuestPage's phones come through nginx: baseURL is the cluster's.
export const test = guestTest.extend<Fixtures, { cluster: Cluster }>({
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
});

export { expect } from '@playwright/test';
