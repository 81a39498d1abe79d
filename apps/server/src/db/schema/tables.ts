// Dining tables of a branch. Named `dining_tables` so the word "table" stays unambiguous.
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { createdAt, id } from './columns';
import { staffUsers } from './staff';

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
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves "tables of a branch" (leading column).
    unique('dining_tables_branch_name_uq').on(t.branchId, t.name),
    index('dining_tables_associate_idx').on(t.associateStaffUserId),
  ],
);
