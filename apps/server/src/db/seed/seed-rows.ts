// The rows a seed inserts, with ids chosen up front: the demo gets stable ids (guest links
// and tests name tables, branches and brands by id) and no INSERT depends on RETURNING order.
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, type PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../client';
import * as s from '../schema/index';

type Row<T extends PgTable> = PgInsertValue<T, true>;
type RowWithId<T extends PgTable> = Row<T> & { id: number };

export interface SeedRows {
  brands: RowWithId<typeof s.brands>[];
  branches: RowWithId<typeof s.branches>[];
  branchSettings: Row<typeof s.branchSettings>[];
  branchCharges: Row<typeof s.branchCharges>[];
  branchTaxes: Row<typeof s.branchTaxes>[];
  staffUsers: RowWithId<typeof s.staffUsers>[];
  staffUserBranches: Row<typeof s.staffUserBranches>[];
  diningTables: RowWithId<typeof s.diningTables>[];
  menuCategories: RowWithId<typeof s.menuCategories>[];
  products: RowWithId<typeof s.products>[];
  menuItems: RowWithId<typeof s.menuItems>[];
  branchMenuItems: Row<typeof s.branchMenuItems>[];
  tags: RowWithId<typeof s.tags>[];
  productTags: Row<typeof s.productTags>[];
  modifiers: Row<typeof s.modifiers>[];
  productInstructions: Row<typeof s.productInstructions>[];
  productRecommendations: Row<typeof s.productRecommendations>[];
  promotionGroups: RowWithId<typeof s.promotionGroups>[];
  promotions: RowWithId<typeof s.promotions>[];
  promotionProducts: Row<typeof s.promotionProducts>[];
}

export const emptySeedRows = (): SeedRows => ({
  brands: [],
  branches: [],
  branchSettings: [],
  branchCharges: [],
  branchTaxes: [],
  staffUsers: [],
  staffUserBranches: [],
  diningTables: [],
  menuCategories: [],
  products: [],
  menuItems: [],
  branchMenuItems: [],
  tags: [],
  productTags: [],
  modifiers: [],
  productInstructions: [],
  productRecommendations: [],
  promotionGroups: [],
  promotions: [],
  promotionProducts: [],
});

/** Next id of a table whose rows are collected so far (ids start at 1: the database is empty). */
export const nextId = (rows: readonly { id: number }[]): number => rows.length + 1;

// Parameters per statement stay far below PostgreSQL's 65535 limit.
const CHUNK = 500;

async function insertChunks<T extends PgTable>(tx: Transaction, table: T, rows: Row<T>[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // OVERRIDING SYSTEM VALUE lets the planned ids into GENERATED ALWAYS identity columns.
    await tx
      .insert(table)
      .overridingSystemValue()
      .values(rows.slice(i, i + CHUNK));
  }
}

/** Inserts in foreign-key order, then moves each identity sequence past the planned ids. */
export async function insertSeedRows(tx: Transaction, rows: SeedRows): Promise<void> {
  const insertRows = <T extends PgTable>(table: T, list: Row<T>[]) => insertChunks(tx, table, list);
  await insertRows(s.brands, rows.brands);
  await insertRows(s.branches, rows.branches);
  await insertRows(s.branchSettings, rows.branchSettings);
  await insertRows(s.branchCharges, rows.branchCharges);
  await insertRows(s.branchTaxes, rows.branchTaxes);
  await insertRows(s.staffUsers, rows.staffUsers);
  await insertRows(s.staffUserBranches, rows.staffUserBranches);
  await insertRows(s.diningTables, rows.diningTables);
  // Parents precede their sub-categories in the list, so the self-reference resolves.
  await insertRows(s.menuCategories, rows.menuCategories);
  await insertRows(s.products, rows.products);
  await insertRows(s.menuItems, rows.menuItems);
  await insertRows(s.branchMenuItems, rows.branchMenuItems);
  await insertRows(s.tags, rows.tags);
  await insertRows(s.productTags, rows.productTags);
  await insertRows(s.modifiers, rows.modifiers);
  await insertRows(s.productInstructions, rows.productInstructions);
  await insertRows(s.productRecommendations, rows.productRecommendations);
  await insertRows(s.promotionGroups, rows.promotionGroups);
  await insertRows(s.promotions, rows.promotions);
  await insertRows(s.promotionProducts, rows.promotionProducts);
  await syncIdentitySequences(tx);
}

/** Sets every identity sequence of the schema to continue after the table's highest id. */
async function syncIdentitySequences(tx: Transaction): Promise<void> {
  const calls = Object.values<unknown>(s)
    .filter((value): value is PgTable => is(value, PgTable))
    .filter((table) => getTableConfig(table).columns.some((c) => c.generatedIdentity))
    .map(
      (table) =>
        sql`setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    );
  await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`);
}
