import type { Database } from '../../db/client';
import type { EventPublisher } from '../../realtime/publisher';
import type { EventBatch } from '../staff/event-batch';

/** What every catalogue use case takes; the routes pass the app's own. */
export interface CatalogueDeps {
  db: Database;
  publisher: EventPublisher;
}

/**
 * One use case = one transaction; its events leave only after commit, so no guest refetches a
 * menu for a change that was rolled back.
 */
export async function inCatalogueTransaction<T>(
  deps: CatalogueDeps,
  write: (tx: Database) => Promise<{ value: T; batch: EventBatch }>,
): Promise<T> {
  const { value, batch } = await deps.db.transaction(write);
  batch.publishTo(deps.publisher);
  return value;
}
