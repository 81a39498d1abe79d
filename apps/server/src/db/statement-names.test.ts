import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './statement-names';

describe('statement names', () => {
  it('gives one text one name, and another text another', () => {
    const nameOf = createStatementNamer();
    const a = nameOf('select * from orders where id = $1', 1);
    expect(a).toBeDefined();
    expect(nameOf('select * from orders where id = $1', 1)).toBe(a);
    const b = nameOf('select * from order_items where order_id = $1', 1);
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
  });

  it('leaves statements without parameters and bulk writes unnamed', () => {
    const nameOf = createStatementNamer({ maxStatements: 10, maxParams: 3 });
    expect(nameOf('select 1', 0)).toBeUndefined();
    expect(nameOf('insert into t values ($1), ($2), ($3), ($4)', 4)).toBeUndefined();
  });

  it('names no new text past the limit, and keeps the names it gave', () => {
    const nameOf = createStatementNamer({ maxStatements: 2, maxParams: 64 });
    const first = nameOf('q1 $1', 1);
    nameOf('q2 $1', 1);
    expect(nameOf('q3 $1', 1)).toBeUndefined();
    expect(nameOf('q1 $1', 1)).toBe(first);
  });
});
