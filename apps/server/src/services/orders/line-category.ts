// The category an order line is filed under, kept on the line (order_items.category_id and
// category_path) so that moving a dish or re-parenting a category never changes the charges
// and taxes of a bill already ordered: the bill reads these, not the catalogue.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { menuCategories, products } from '../../db/schema/index';

/** The product's category now. */
export const categoryIdOf = (productId: SQLWrapper | number): SQL<number> =>
  sql`(select ${products.categoryId} from ${products} where ${products.id} = ${productId})`;

/**
 * The product's category and the one above it now, nearest first. The catalogue has two
 * levels only (a sub-category's parent is top-level), so the path has at most two entries.
 */
export const categoryPathOf = (productId: SQLWrapper | number): SQL<number[]> =>
  sql`(select array_remove(array[${menuCategories.id}, ${menuCategories.parentId}], null)
    from ${products} join ${menuCategories} on ${menuCategories.id} = ${products.categoryId}
    where ${products.id} = ${productId})`;
