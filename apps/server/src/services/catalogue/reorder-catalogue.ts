import type {
  TReorderCategoriesBody,
  TReorderItemsBody,
} from '@tableside/shared/contract/catalogue';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { reorderCategories, reorderItems } from './reorder-writes';

/** Drag-to-reorder: categories under one parent, or the items of one category. */
export function reorderCatalogue(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  body: { categories: TReorderCategoriesBody } | { items: TReorderItemsBody },
): Promise<void> {
  return inCatalogueTransaction(deps, async (tx) => {
    const batch =
      'categories' in body
        ? await reorderCategories(tx, scope, body.categories)
        : await reorderItems(tx, scope, body.items);
    return { value: undefined, batch };
  });
}
