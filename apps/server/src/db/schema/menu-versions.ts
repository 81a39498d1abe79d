// How current each brand's guest menu is, for the menu cache of every server process (decision
// 0015). Only triggers write it (migration 0009): at the commit of any write to a table the
// guest menu is read from, so no writer can forget to.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const menuVersions = pgTable('menu_versions', {
  // No foreign key to brands: the bump runs at commit, when a brand's rows may already be gone.
  tenantId: integer('tenant_id').primaryKey(),
  /** Goes up by one per committed transaction that changed the brand's menu; no row = 0. */
  version: bigint('version', { mode: 'number' }).notNull(),
});
