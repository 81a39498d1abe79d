import type { TSearchQuery, TSearchResponse } from '@tableside/shared/contract/menu';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, menuItems, products } from '../../db/schema/index';
import { requireTenantBranch } from './branch-access';
import { loadMenuProducts } from './load-menu-products';

/** Enough for a phone screen of grouped results; a longer tail would only be noise. */
export const SEARCH_RESULTS_MAX = 50;
/**
 * pg_trgm's default word-similarity threshold (0.6) misses a single dropped letter in a short
 * word ('chiken' scores 0.5 against 'chicken'); 0.45 forgives one typo per word and still
 * keeps unrelated names out.
 */
export const SEARCH_SIMILARITY_THRESHOLD = 0.45;
/** Below this many letters trigrams say nothing useful ('tea' would match 'Tender ...'). */
const FUZZY_MIN_LENGTH = 4;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Typo-tolerant search over the branch's product names (`products.search_text`, lower case,
 * GIN trigram index). Two ways to match, best first:
 * - a word of the name starts with the text ('tea' -> 'Long Island Iced Tea');
 * - from four letters on, word similarity through the indexed `%>` operator, which forgives
 *   typos ('paneer tika', 'biryni', 'margarita' -> 'Margherita').
 * The answer is flat and ranked; each hit names its top-level category and the app groups.
 */
export async function searchMenu(
  deps: { db: Database },
  input: TSearchQuery & { tenantId: number },
): Promise<TSearchResponse> {
  const { db } = deps;
  const { tenantId, branchId } = input;
  await requireTenantBranch(db, branchId, tenantId);
  const text = input.searchText.toLowerCase().replace(/\s+/g, ' ').trim();
  const like = escapeLike(text);
  const name = products.searchText;
  const wordPrefix = sql`(${name} like ${`${like}%`} or ${name} like ${`% ${like}%`})`;
  const similar = sql`${name} %> ${text}`;
  const matches =
    text.replaceAll(' ', '').length >= FUZZY_MIN_LENGTH ? or(similar, wordPrefix) : wordPrefix;
  const soldHere = sql`exists (
    select 1 from ${menuItems}
    join ${branchMenuItems} on ${branchMenuItems.menuItemId} = ${menuItems.id}
    where ${menuItems.productId} = ${products.id} and ${branchMenuItems.branchId} = ${branchId})`;

  const hits = await db.transaction(async (tx) => {
    // `%>` reads its threshold from this setting; LOCAL keeps it to this transaction.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_SIMILARITY_THRESHOLD)}, true)`,
    );
    return tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), matches, soldHere))
      .orderBy(
        desc(wordPrefix),
        desc(sql`word_similarity(${text}, ${name})`),
        // Among equals, the name closest to the whole text (the shorter name) first.
        desc(sql`similarity(${text}, ${name})`),
        asc(products.id),
      )
      .limit(SEARCH_RESULTS_MAX);
  });

  const loaded = await loadMenuProducts(db, {
    tenantId,
    branchId,
    productIds: hits.map((h) => h.id),
  });
  return loaded.map(({ product, topLevelCategory }) => ({ ...product, topLevelCategory }));
}
