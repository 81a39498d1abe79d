import type { TArchiveBody, TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { setItemArchived } from './item-writes';

/** Archives (hidden from guests, kept for bills and history) or restores an item. */
export function archiveItem(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  productId: number,
  body: TArchiveBody,
): Promise<TCatalogueItem> {
  return inCatalogueTransaction(deps, async (tx) => {
    const { item, batch } = await setItemArchived(tx, scope, productId, body);
    return { value: item, batch };
  });
}
