import { type SQL, sql } from 'drizzle-orm';
import { branchMenuItems } from '../../db/schema/index';

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
