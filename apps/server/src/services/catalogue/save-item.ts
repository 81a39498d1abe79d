import type { TCatalogueItem, TUpdateItemBody } from '@tableside/shared/contract/catalogue';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { updateItem } from './item-writes';

/** A manager saves an item as edited (409 with the current item when someone saved first). */
export function saveItem(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  productId: number,
  body: TUpdateItemBody,
): Promise<TCatalogueItem> {
  return inCatalogueTransaction(deps, async (tx) => {
    const { item, batch } = await updateItem(tx, scope, productId, body);
    return { value: item, batch };
  });
}
