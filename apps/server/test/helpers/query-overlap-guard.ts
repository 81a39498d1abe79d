// A pg client runs one query at a time. A query sent while its client is still busy (typically
// a Promise.all of queries on a transaction's `tx`) is queued by pg 8, which warns about it once
// per process and only from the third query on; pg 9 refuses it. PGlite never notices. So the
// PostgreSQL test databases watch every client of their pool and fail the test file instead.
import type pg from 'pg';
import { expect } from 'vitest';

/** What pg 8 keeps on a client; read here because pg offers no public "busy" flag. */
interface ClientQueue {
  _activeQuery?: { text?: unknown } | null;
  _queryQueue?: unknown[];
}

const KEPT = 3;

/** Watches the pool's clients; `check` throws when a query was ever sent to a busy one. */
export function guardQueryOverlap(pool: pg.Pool): { check(): void } {
  // The call stack ends in drizzle's promise job, so the SQL is what tells where it came from.
  const seen = new Map<string, string>();
  let overlaps = 0;
  pool.on('connect', (client) => {
    const queue = client as unknown as ClientQueue;
    const send = client.query as (...args: unknown[]) => unknown;
    const watched = function (this: pg.Client, ...args: unknown[]) {
      if (!Array.isArray(queue._queryQueue) || !('_activeQuery' in queue)) {
        throw new Error(
          'query-overlap-guard: pg no longer has _activeQuery/_queryQueue; update it',
        );
      }
      if (queue._activeQuery != null || queue._queryQueue.length > 0) {
        overlaps += 1;
        const sent = sqlOf(args[0]);
        if (!seen.has(sent) && seen.size < KEPT) {
          const running = sqlOf(queue._activeQuery ?? queue._queryQueue[0]);
          const test = expect.getState().currentTestName ?? '(outside a test)';
          seen.set(sent, `In "${test}", while running\n  ${running}\nit was sent\n  ${sent}`);
        }
      }
      return send.apply(this, args);
    };
    client.query = watched as typeof client.query;
  });
  return {
    check() {
      if (overlaps === 0) return;
      throw new Error(
        `${overlaps} quer${overlaps === 1 ? 'y was' : 'ies were'} sent to a pg client still ` +
          'running another (pg 9 refuses this): inside a transaction, await each query in ' +
          `turn instead of Promise.all.\n\n${[...seen.values()].join('\n\n')}`,
      );
    },
  };
}

function sqlOf(query: unknown): string {
  const text =
    typeof query === 'string' ? query : (query as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' ? text.slice(0, 200) : '(a query without text)';
}
