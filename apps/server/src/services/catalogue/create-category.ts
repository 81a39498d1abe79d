import type { TCatalogueCategory, TCreateCategoryBody } from '@tableside/shared/contract/catalogue';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { insertCategory } from './category-writes';

export function createCategory(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  body: TCreateCategoryBody,
): Promise<TCatalogueCategory> {
  return inCatalogueTransaction(deps, async (tx) => {
    const { category, batch } = await insertCategory(tx, scope, body);
    return { value: category, batch };
  });
}
