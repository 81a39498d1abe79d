// Drizzle rebuilds a query's SQL text from its parts on every call: on a cart write that was a
// tenth of the server's CPU (decision 0022). A reusable query (a select, or a write with
// returning) is built once, with sql.placeholder() where its values go, and each call only
// fills them in and runs it, on the database or inside whatever transaction it is given.
import type { Query } from 'drizzle-orm';
import * as drizzle from 'drizzle-orm';
import type { Database } from './client';

interface QueryBuilder {
  toSQL(): Query;
  execute(): Promise<unknown>;
}

// What drizzle's own _prepare() reads off a builder: a select's fields, in the order they are
// selected, or a write's returning ones, already ordered. Not in drizzle's public types.
interface BuilderInternals {
  config: { fields?: Record<string, unknown>; returning?: unknown[] };
  joinsNotNullableMap?: Record<string, boolean>;
}
type OrderSelectedFields = (fields: Record<string, unknown>) => unknown[];
const { orderSelectedFields } = drizzle as unknown as { orderSelectedFields: OrderSelectedFields };

interface Frozen {
  query: Query;
  fields: unknown[] | undefined;
  joinsNotNullableMap?: Record<string, boolean>;
}

type Rows<TBuilder extends QueryBuilder> = Awaited<ReturnType<TBuilder['execute']>>;

/** `build` runs once, on the first call's database; `values` fill its placeholders by name. */
export function reusableQuery<
  TBuilder extends QueryBuilder,
  TValues extends Record<string, unknown>,
>(build: (db: Database) => TBuilder): (db: Database, values: TValues) => Promise<Rows<TBuilder>> {
  let frozen: Frozen | undefined;
  return (db, values) => {
    if (!frozen) {
      const builder = build(db);
      const internals = builder as unknown as BuilderInternals;
      frozen = {
        query: builder.toSQL(),
        fields: internals.config.fields
          ? orderSelectedFields(internals.config.fields)
          : internals.config.returning,
        joinsNotNullableMap: internals.joinsNotNullableMap,
      };
    }
    const prepared = db._.session.prepareQuery(
      frozen.query,
      frozen.fields as never,
      undefined,
      true,
    ) as unknown as { joinsNotNullableMap?: Record<string, boolean> } & {
      execute(values: Record<string, unknown>): Promise<Rows<TBuilder>>;
    };
    prepared.joinsNotNullableMap = frozen.joinsNotNullableMap;
    return prepared.execute(values);
  };
}
