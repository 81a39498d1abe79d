import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventPublisher } from '../../realtime/publisher';

/** What every staff service takes; the staff routes pass the app's own. */
export interface StaffDeps {
  db: Database;
  clock: Clock;
  publisher: EventPublisher;
}
