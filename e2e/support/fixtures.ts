import { guestTest } from './guest-test';
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
}

interface WorkerFixtures {
  /** The demo manager, signed in once per worker: sign-in is rate limited per user. */
  staff: Staff;
}

export const test = guestTest.extend<JourneyFixtures, WorkerFixtures>({
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
});

export { expect } from '@playwright/test';
