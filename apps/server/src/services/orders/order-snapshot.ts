import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import { orders } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { OrderRow } from '../staff/order-lock';
import { loadItemsOfOrder, type OrderItemView } from './order-item-query';
import type { GroupRow } from './order-view-mappers';

export interface OrderTableRow {
  id: number;
  name: string;
  active: boolean;
}

export interface OrderGuestRow {
  id: number;
  name: string | null;
  isPrimary: boolean;
}

/** Everything of one order that its wire shape and its cart events are made of. */
export interface OrderSnapshot {
  order: OrderRow;
  tables: OrderTableRow[];
  groups: GroupRow[];
  /** Every item, removed and cancelled ones too: events tell guests about those. */
  items: OrderItemView[];
  guests: OrderGuestRow[];
}

// The order's tables, guests and groups come back as JSON beside its row: one round trip
// instead of four, which is what a cart write waits on most (issue 15's profile). Written
// out with qualified names: drizzle leaves a column unqualified in a one-table select.
const tablesJson = sql<OrderTableRow[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'active', ot.active) order by ot.id)
  from order_tables ot inner join dining_tables t on t.id = ot.table_id
  where ot.order_id = "orders"."id"), '[]'::json)`;

const guestsJson = sql<OrderGuestRow[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'isPrimary', oc.is_primary)
    order by oc.joined_at, c.id)
  from order_customers oc inner join customers c on c.id = oc.customer_id
  where oc.order_id = "orders"."id"), '[]'::json)`;

type GroupJson = Omit<GroupRow, 'confirmedAt'> & { confirmedAt: string | null };
const groupsJson = sql<GroupJson[]>`coalesce((
  select json_agg(json_build_object('id', g.id, 'status', g.status,
    'groupNumber', g.group_number, 'confirmedAt', g.confirmed_at) order by g.group_number)
  from order_groups g where g.order_id = "orders"."id"), '[]'::json)`;

// Every cart write reads its order after the change: built once (see reusable-query).
const selectOrder = reusableQuery((db) =>
  db
    .select({
      ...getTableColumns(orders),
      tablesJson,
      guestsJson,
      groupsJson,
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId'))),
);

/** Reads an order in two queries whatever its size; inside a write, after its changes. */
export async function readOrder(db: Database, orderId: number): Promise<OrderSnapshot> {
  const [row] = await selectOrder(db, { orderId });
  if (!row) throw notFound('Order');
  const { tablesJson: tables, guestsJson: guests, groupsJson: groups, ...order } = row;
  return {
    order,
    tables,
    guests,
    groups: groups.map((group) => ({
      ...group,
      confirmedAt: group.confirmedAt === null ? null : new Date(group.confirmedAt),
    })),
    items: await loadItemsOfOrder(db, orderId),
  };
}
