import type { APIRequestContext, TestInfo } from '@playwright/test';
import { tableStatus } from './api';
import { DEMO } from './demo';

/**
 * A serviceable table nobody has checked in at, asked of the server (not counted locally),
 * so a retried test or a second project never lands on a table an earlier test opened.
 * Each parallel worker owns every n-th table, so raising `workers` cannot hand one table out
 * twice. The first journey of a run gets table 1.
 */
export async function claimNewTable(request: APIRequestContext, testInfo: TestInfo) {
  const { workers } = testInfo.config;
  const mine = DEMO.serviceableTables.filter(
    (_, index) => index % workers === testInfo.parallelIndex,
  );
  for (const tableId of mine) {
    const status = await tableStatus(request, tableId);
    if (!status.isOpenOrder && !status.isOrderCheckOut && !status.isCustomerAssociateNotAssigned)
      return tableId;
  }
  throw new Error(
    `Every demo table of this worker (${mine.join(', ')}) already has an order: the journeys ` +
      'of one run open more tables than the demo branch has.',
  );
}
