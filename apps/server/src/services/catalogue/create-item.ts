import type { TCatalogueItem, TCreateItemBody } from '@tableside/shared/contract/catalogue';
import { type CatalogueDeps, inCatalogueTransaction } from './catalogue-deps';
import type { CatalogueScope } from './catalogue-scope';
import { insertItem } from './item-writes';

/** A manager adds an item; it is on the branch's menu at once, at the default prices. */
export function createItem(
  deps: CatalogueDeps,
  scope: CatalogueScope,
  body: TCreateItemBody,
): Promise<TCatalogueItem> {
  return inCatalogueTransaction(deps, async (tx) => {
    const { item, batch } = await insertItem(tx, scope, body);
    return { value: item, batch };
  });
}
