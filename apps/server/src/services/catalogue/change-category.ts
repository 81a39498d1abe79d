import type {
  TArchiveBody,
  TCatalogueCategory,
  TUpdateCategoryBody,
} from '@tableside/shared/contract/catalogue';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { updateCategory } from './category-writes';

/** Renames a category, or archives / restores it (an archived category hides its items). */
export function changeCategory(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  categoryId: number,
  body: TUpdateCategoryBody | TArchiveBody,
): Promise<TCatalogueCategory> {
  return inCatalogueTransaction(deps, async (tx) => {
    const { category, batch } = await updateCategory(tx, scope, categoryId, body);
    return { value: category, batch };
  });
}
