import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { createStatementNamer } from './statement-names';

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  paramTypes: number[];
  /** Its columns, as Describe answered once; absent for a statement that returns no rows. */
  columns: BackendMessage | undefined;
}

const { serialize } = protocol;

export type NamedRun = ReturnType<typeof createNamedStatements>;
/** Names live on the connection: every wrapper of one PGlite shares its runner. */
const runners = new WeakMap<PGlite, NamedRun>();

function joined(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** As PGlite's own query() marks a failed statement's error. */
function marked(error: unknown, query: string, params: unknown[], options: QueryOptions): unknown {
  if (error instanceof Error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * Named statements on PGlite, as on PostgreSQL (statement-names.ts, decision 0021). PGlite's
 * query() sends Parse, Describe, Bind, Describe, Execute and Sync one by one, each a pass
 * through its WebAssembly backend, and plans the statement every time. A named statement is
 * parsed and described once; each run is then Bind, Execute and Sync in one pass, and after
 * five runs PostgreSQL keeps a generic plan. The runner answers undefined for a statement it
 * does not name (no parameters, too many, a caller's own parameter types): the caller then runs
 * PGlite's query().
 */
export function namedStatementsOf(client: PGlite): NamedRun {
  let named = runners.get(client);
  if (!named) {
    named = createNamedStatements(client);
    runners.set(client, named);
  }
  return named;
}

function createNamedStatements(client: PGlite) {
  const nameOf = createStatementNamer();
  const prepared = new Map<string, Prepared>();

  const exchange = (message: Uint8Array, options: QueryOptions) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });

  async function prepare(name: string, text: string, options: QueryOptions): Promise<Prepared> {
    const known = prepared.get(name);
    if (known) return known;
    const answer = await exchange(
      joined(
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ),
      options,
    );
    const statement: Prepared = {
      paramTypes: parse.parseDescribeStatementResults(answer),
      columns: answer.find((message) => message.name === 'rowDescription'),
    };
    prepared.set(name, statement);
    return statement;
  }

  function textOf(value: unknown, type: number | undefined, options: QueryOptions) {
    if (value === null || value === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }

  async function run<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ) {
    try {
      const { paramTypes, columns } = await prepare(name, text, options);
      const values = params.map((value, index) => textOf(value, paramTypes[index], options));
      const answer = await exchange(
        joined(
          serialize.bind({ statement: name, values }),
          serialize.execute({}),
          serialize.sync(),
        ),
        options,
      );
      if (!inTransaction) await client.syncToFs();
      return parse.parseResults(
        columns ? [columns, ...answer] : answer,
        client.parsers,
        options,
      )[0] as Results<T>;
    } catch (error) {
      throw marked(error, text, params, options);
    }
  }

  /** Outside a transaction it waits its turn as PGlite's query() does; inside one, the transaction holds it. */
  return <T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions,
    inTransaction: boolean,
  ) => {
    if (!params || options?.paramTypes || options?.blob) return undefined;
    const name = nameOf(text, params.length);
    if (name === undefined) return undefined;
    const once = () =>
      client._runExclusiveQuery(() => run<T>(name, text, params, options, inTransaction));
    if (inTransaction) return once();
    return client._checkReady().then(() => client._runExclusiveTransaction(once));
  };
}
