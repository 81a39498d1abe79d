import { type DatabaseHandle, pgliteClientOf } from '../db/client';
import { coalescedReads } from './coalesced-reads';

/**
 * Reads kept in memory until the database announces, on `channel`, a write to what they read
 * (a trigger's pg_notify). Only on the embedded database: this process is its one writer, and
 * PGlite delivers the announcement before the writer's commit returns, so no request that
 * arrives after a commit gets an answer read before it. There a read is a query on the event
 * loop that no other request can share (decision 0028). On PostgreSQL other processes write
 * too, and their announcements come a moment after their commits: reads are coalesced instead.
 * A read that fails is not kept, so what is kept is bounded by the rows that exist.
 */
export function announcedReads<K, V>(
  database: DatabaseHandle,
  channel: string,
  read: (key: K) => Promise<V>,
): (key: K) => Promise<V> {
  const coalesced = coalescedReads(read);
  if (database.kind !== 'pglite') return coalesced;
  const kept = new Map<K, Promise<V>>();
  let listening = false;
  let starting: Promise<void> | null = null;
  const listen = () => {
    starting ??= pgliteClientOf(database.db)
      .listen(channel, () => kept.clear())
      .then(
        () => {
          listening = true;
        },
        () => {
          starting = null;
        },
      );
  };

  return (key) => {
    // Until the announcements reach us, a kept answer could miss one: read as on PostgreSQL.
    if (!listening) {
      listen();
      return coalesced(key);
    }
    const found = kept.get(key);
    if (found) return found;
    const reading = read(key);
    kept.set(key, reading);
    reading.catch(() => {
      if (kept.get(key) === reading) kept.delete(key);
    });
    return reading;
  };
}
