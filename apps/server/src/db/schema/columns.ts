// Column helpers shared by every schema file, so names and types stay uniform.

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key: the spec's ids are numbers, and ALWAYS stops app code from choosing ids. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Instants are always stored with time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** Money in integer minor units (paise); the column name must end in `_minor`. */
export const money = (name: `${string}_minor`) => integer(name);

// Vocabularies are text columns with a CHECK rather than pg enums: the TypeScript union comes
// from the shared enums either way, and widening a vocabulary later is a plain constraint swap
// in a migration (pg enums cannot drop values and ALTER TYPE ... ADD VALUE has tx caveats).
const literal = (value: string) => {
  if (!/^[A-Za-z_]+$/.test(value)) throw new Error(`Unexpected vocabulary value: ${value}`);
  return sql.raw(`'${value}'`);
};

export const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => literal(v)),
    sql.raw(', '),
  );

/** CHECK (column IN (...values)); literals are inlined because drizzle-kit cannot bind params. */
export const enumCheck = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} IN (${inList(values)})`);
