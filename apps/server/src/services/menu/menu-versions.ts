// How current a cached menu is: the brand's row of `menu_versions`, which triggers bump at the
// commit of every write to a table the guest menu is read from (migration 0009).
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuVersions } from '../../db/schema/index';

/** The brand's menu version now: 0 until its first catalogue write. */
export type ReadMenuVersion = (tenantId: number) => Promise<number>;

interface Waiter {
  resolve(version: number): void;
  reject(cause: unknown): void;
}

/**
 * Reads menu versions for many requests at a time. A request joins the next query to start,
 * never one already under way, so its version was read after it arrived: a write committed
 * before the request, on any process, is always seen (decision 0015). Under load, one round
 * trip answers every request that arrived during the previous one, whatever their brands.
 */
export function menuVersionReader(db: Database): ReadMenuVersion {
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

async function selectVersions(db: Database, tenantIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ tenantId: menuVersions.tenantId, version: menuVersions.version })
    .from(menuVersions)
    .where(inArray(menuVersions.tenantId, tenantIds));
  return new Map(rows.map((row) => [row.tenantId, row.version]));
}
