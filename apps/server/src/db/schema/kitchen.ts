// Kitchen stations (kitchen, bar, dessert...) and the menu categories each one cooks.
import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { createdAt, id, timestampTz } from './columns';
import { menuCategories } from './menu';

export const kitchenStations = pgTable(
  'kitchen_stations',
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
  (t) => [unique('kitchen_stations_branch_name_uq').on(t.branchId, t.name)],
);

export const kitchenStationCategories = pgTable(
  'kitchen_station_categories',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => kitchenStations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    tenantId: tenantId(),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.categoryId] }),
    index('kitchen_station_categories_category_idx').on(t.categoryId),
  ],
);
