import { type PGlite, types } from '@electric-sql/pglite';
import { type NamedRun, namedStatementsOf } from './pglite-statements';

/**
 * The types drizzle's PGlite driver reads as PostgreSQL's own text (its per-query `parsers`):
 * timestamps, dates, intervals and their arrays, and numeric[]. Drizzle's columns map them.
 */
const PASS_THROUGH_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const PASS_THROUGH_KEYS = new Set(PASS_THROUGH_TYPES.map(String));
const asText = (value: string) => value;

type QueryOptions = Parameters<PGlite['query']>[2];
type Queryable = Pick<PGlite, 'query'>;

/**
 * Drizzle passes those parsers with every query, and PGlite then merges them into a copy of its
 * 318 parsers, once per query: 150-230 µs of CPU for `select 1` (decision 0021), more than the
 * query itself. Given to the instance once, the same answers cost nothing per query.
 */
function withoutPassThrough(options: QueryOptions): QueryOptions {
  const given = options?.parsers;
  if (!given || !Object.keys(given).every((key) => PASS_THROUGH_KEYS.has(key))) return options;
  const { parsers: _alreadyTheInstances, ...rest } = options;
  return rest;
}

/** `target` whose query runs by name where it can, without the pass-through parsers. */
function tuned<T extends Queryable>(
  target: T,
  named: NamedRun,
  inTransaction: boolean,
  extra: Partial<T> = {},
): T {
  const query = ((text, params, given) => {
    const options = withoutPassThrough(given);
    return named(text, params, options, inTransaction) ?? target.query(text, params, options);
  }) as T['query'];
  const replaced: Partial<T> = { ...extra, query };
  return new Proxy(target, {
    get(object, key) {
      if (key in replaced) return replaced[key as keyof T];
      const value = Reflect.get(object, key, object);
      // PGlite's methods use private fields: they must run with the instance as `this`.
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/**
 * The client drizzle gets. The instance reads the pass-through types as text itself (arrays
 * included, whole, as drizzle's copies do), and drizzle's per-query copies of those parsers
 * are dropped; a repeated parameterised statement runs by name (pglite-statements.ts); both
 * inside transactions too.
 */
export function drizzleClient(client: PGlite): PGlite {
  client.parsers = {
    ...client.parsers,
    ...Object.fromEntries(PASS_THROUGH_TYPES.map((type) => [type, asText])),
  };
  const named = namedStatementsOf(client);
  const transaction: PGlite['transaction'] = (run) =>
    client.transaction((tx) => {
      // PGlite's transaction refuses work once it has ended; the named runs do the same.
      const closedAware: NamedRun = (text, params, options, inTransaction) => {
        if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
        return named(text, params, options, inTransaction);
      };
      return run(tuned(tx, closedAware, true));
    });
  return tuned(client, named, false, { transaction });
}
