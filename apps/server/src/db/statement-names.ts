// PostgreSQL plans an unnamed statement every time it runs it. The order and cart reads join
// eight tables and plan in 1.5-4 ms while they run in 0.3-0.45 ms (decision 0020), so a named
// statement, parsed once per connection and switched by PostgreSQL to a generic plan after
// five runs, takes most of a cart write's database time away. Names come from the text, as
// postgres.js and JDBC's prepareThreshold do.

export interface StatementNameLimits {
  /** Distinct texts named per process; later ones run unnamed (each connection keeps its plans). */
  maxStatements: number;
  /** Bulk writes (imports) make texts of hundreds of parameters that rarely repeat. */
  maxParams: number;
}

const DEFAULT_LIMITS: StatementNameLimits = { maxStatements: 500, maxParams: 64 };

/**
 * A namer for one process: the same text always gets the same name, and a name never stands
 * for two texts (pg refuses that on a connection). Statements without parameters stay on the
 * simple protocol, which also carries the migrations' multi-statement scripts.
 */
export function createStatementNamer(limits: StatementNameLimits = DEFAULT_LIMITS) {
  const names = new Map<string, string>();
  return (text: string, paramCount: number): string | undefined => {
    if (paramCount === 0 || paramCount > limits.maxParams) return undefined;
    const known = names.get(text);
    if (known !== undefined || names.size >= limits.maxStatements) return known;
    const name = `ts_${names.size}`;
    names.set(text, name);
    return name;
  };
}
