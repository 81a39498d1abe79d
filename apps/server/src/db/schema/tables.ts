// Dining tables of a branch. Named `dining_tables` so the word "table" stays unambiguous.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { createdAt, id, timestampTz } from './columns';
import { staffUsers } from './staff';

/** Parts of a branch's floor (Terrace, Bar...): tables are grouped and printed by area. */
export const tableAreas = pgTable(
  'table_areas',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestampTz('archived_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [unique('table_areas_branch_name_uq').on(t.branchId, t.name)],
);

export const diningTables = pgTable(
  'dining_tables',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    /** The table's customer associate; NULL means the table is not serviceable. */
    associateStaffUserId: integer('associate_staff_user_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    sortOrder: integer('sort_order').notNull().default(0),
    areaId: integer('area_id').references(() => tableAreas.id),
    seats: integer('seats').notNull().default(4),
    /** The secret in the table's QR link when the branch requires tokens; rotating it retires
     * every printed sticker of the table. */
    qrToken: text('qr_token'),
    archivedAt: timestampTz('archived_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves "tables of a branch" (leading column).
    unique('dining_tables_branch_name_uq').on(t.branchId, t.name),
    index('dining_tables_associate_idx').on(t.associateStaffUserId),
    // The guest's check-in finds a table by its QR token.
    uniqueIndex('dining_tables_qr_token_uq').on(t.qrToken).where(sql`${t.qrToken} IS NOT NULL`),
  ],
);
