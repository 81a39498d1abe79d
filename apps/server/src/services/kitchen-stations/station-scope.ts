// What every kitchen-station write is scoped by, and the deps it takes.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** The branch in the path (the member works there) and who edits, for the audit trail. */
export interface StationScope {
  tenantId: number;
  branchId: number;
  staffUserId: number;
}

export interface StationDeps {
  db: Database;
  clock: Clock;
}
