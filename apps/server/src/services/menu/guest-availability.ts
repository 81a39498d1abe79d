import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, menuItems, products } from '../../db/schema/index';

/**
 * Whether guests can order a size at a branch right now: switched on and not '86'd (a snooze
 * ends by itself at `snoozed_until`). The one rule every guest read uses (menu, search,
 * customisation, recommendations, promotion items, the cart's Out of Stock marker, the
 * confirm refusal), so none can disagree. Evaluated on the database's clock: every server
 * process and the snooze-expiry job read the same time. NULL when the branch has no row for
 * the size (a left join), which callers treat as not available.
 */
export const guestAvailable: SQL<boolean | null> = sql<
  boolean | null
>`(${branchMenuItems.isAvailable} and (${branchMenuItems.snoozedUntil} is null or ${branchMenuItems.snoozedUntil} <= now()))`;

/**
 * What guests may order: available as above, and neither the size, its product nor its
 * category (or the category's parent) archived. For queries that join `menu_items` and
 * `products`: a guest on a stale screen, or with the item already in the cart, cannot order
 * what the back office has archived (the cart shows it Out of Stock).
 */
export const guestOrderable: SQL<boolean | null> = sql<boolean | null>`(${guestAvailable}
  and ${menuItems.archivedAt} is null and ${products.archivedAt} is null
  and not exists (select 1 from menu_categories c left join menu_categories parent on parent.id = c.parent_id
    where c.id = ${products.categoryId} and (c.archived_at is not null or parent.archived_at is not null)))`;

/**
 * Milliseconds until a snooze at the branch ends (by the database's clock) and `guestAvailable`
 * turns true for a size by itself, without any write; null when no snooze is pending. A menu
 * kept in memory must be read again by then.
 */
export async function msUntilSnoozeEnds(db: Database, branchId: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<
        string | number | null
      >`extract(epoch from min(${branchMenuItems.snoozedUntil}) - now()) * 1000`,
    })
    .from(branchMenuItems)
    .where(
      and(
        eq(branchMenuItems.branchId, branchId),
        eq(branchMenuItems.isAvailable, true),
        gt(branchMenuItems.snoozedUntil, sql`now()`),
      ),
    );
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}
