// How current a cached menu is: the brand's row of `menu_versions`, which triggers bump at the
// commit of every write to a table the guest menu is read from, announcing the new version on
// channel menu_versions (migrations 0009, 0010).
import { inArray } from 'drizzle-orm';
import { type Database, type DatabaseHandle, pgliteClientOf } from '../../db/client';
import { menuVersions } from '../../db/schema/index';

/** The brand's menu version now: 0 until its first catalogue write. */
export type ReadMenuVersion = (tenantId: number) => Promise<number>;

const CHANNEL = 'menu_versions';

/**
 * Every write committed before a request is seen by it (decision 0015). PostgreSQL may have
 * other server processes writing: the version is read from the database, shared by the
 * requests that arrive meanwhile. The embedded database has this process alone, and it
 * announces every commit's bump before the commit returns: nothing to read per request.
 */
export function menuVersionReader(database: DatabaseHandle): ReadMenuVersion {
  return database.kind === 'pglite'
    ? announcedVersions(database.db)
    : sharedVersionReads(database.db);
}

async function selectVersions(db: Database, tenantIds?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ tenantId: menuVersions.tenantId, version: menuVersions.version })
    .from(menuVersions)
    .where(tenantIds ? inArray(menuVersions.tenantId, tenantIds) : undefined);
  return new Map(rows.map((row) => [row.tenantId, row.version]));
}

/**
 * PGlite delivers a notification while it reads the COMMIT's answer, in a microtask queued
 * ahead of the committing caller's: the version is known here before any writer goes on.
 * Listening starts before the versions are read, so no commit falls between the two.
 */
function announcedVersions(db: Database): ReadMenuVersion {
  const versions = new Map<number, number>();
  const learn = (tenantId: number, version: number) => {
    if (version > (versions.get(tenantId) ?? 0)) versions.set(tenantId, version);
  };
  let ready: Promise<void> | null = null;
  const start = async () => {
    await pgliteClientOf(db).listen(CHANNEL, (payload) => {
      const [tenantId, version] = payload.split(':').map(Number);
      if (tenantId !== undefined && version !== undefined) learn(tenantId, version);
    });
    for (const [tenantId, version] of await selectVersions(db)) learn(tenantId, version);
  };
  return async (tenantId) => {
    ready ??= start().catch((cause) => {
      ready = null;
      throw cause;
    });
    await ready;
    return versions.get(tenantId) ?? 0;
  };
}

interface Waiter {
  resolve(version: number): void;
  reject(cause: unknown): void;
}

/**
 * A request joins the next query to start, never one already under way, so its version was
 * read after it arrived: a write committed before the request, on any process, is seen. Under
 * load, one round trip answers every request that arrived during the previous one.
 */
function sharedVersionReads(db: Database): ReadMenuVersion {
  let next = new Map<number, Waiter[]>();
  let running = false;

  async function drain() {
    running = true;
    while (next.size > 0) {
      const batch = next;
      next = new Map();
      try {
        const versions = await selectVersions(db, [...batch.keys()]);
        for (const [tenantId, waiters] of batch) {
          for (const waiter of waiters) waiter.resolve(versions.get(tenantId) ?? 0);
        }
      } catch (cause) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(cause);
      }
    }
    running = false;
  }

  return (tenantId) =>
    new Promise<number>((resolve, reject) => {
      const waiters = next.get(tenantId);
      if (waiters) waiters.push({ resolve, reject });
      else next.set(tenantId, [{ resolve, reject }]);
      if (!running) void drain();
    });
}
