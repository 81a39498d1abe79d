import type { TestInfo } from '@playwright/test';
import { DEMO } from './demo';
import type { FloorTable, Staff } from './staff';

/**
 * A serviceable table of the branch with no order, asked of the server (not counted locally),
 * so a retried test or a second project never lands on a table an earlier test opened. Each
 * parallel worker owns every n-th table, so raising `workers` cannot hand one table out twice.
 *
 * The demo branches have fewer tables than a run opens orders; each test's table is released
 * after it (releaseTable). When every table of the worker is still taken (a party a test moved
 * to another table, a run killed before its teardown), the manager closes the one whose order
 * is oldest: a finished test's, as a worker runs one test at a time and the current test has
 * not claimed its table yet.
 */
export async function claimNewTable(
  staff: Staff,
  testInfo: TestInfo,
  branchId: number = DEMO.branchId,
): Promise<number> {
  const { workers } = testInfo.config;
  const mine = (await staff.floor(branchId))
    .filter((table) => table.associate !== null)
    .sort((a, b) => a.tableId - b.tableId)
    .filter((_, index) => index % workers === testInfo.parallelIndex);
  const free = mine.find((table) => table.state === 'NEW');
  if (free) return free.tableId;

  const [oldest] = mine
    .filter((table): table is FloorTable & { orderId: number } => table.orderId !== null)
    .sort((a, b) => (a.openedAt ?? '').localeCompare(b.openedAt ?? '') || a.orderId - b.orderId);
  if (!oldest) {
    throw new Error(
      `Branch ${branchId} has no serviceable table for worker ${testInfo.parallelIndex}`,
    );
  }
  await staff.close(oldest.orderId);
  return oldest.tableId;
}

/**
 * Closes the table's open order, if it still has one, once its test is done: the next test
 * finds it free, and so does a staff journey that moves a party to another table.
 */
export async function releaseTable(
  staff: Staff,
  tableId: number,
  branchId: number = DEMO.branchId,
): Promise<void> {
  const table = (await staff.floor(branchId)).find((t) => t.tableId === tableId);
  if (table?.orderId != null) await staff.close(table.orderId);
}
