import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';

/** What the guest order services take; the routes pass the app's own. */
export interface OrderDeps {
  db: Database;
  clock: Clock;
  publisher: EventPublisher;
}
