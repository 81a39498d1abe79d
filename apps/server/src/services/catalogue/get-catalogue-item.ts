import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import type { Database } from '../../db/client';
import type { CatalogueScope } from './catalogue-scope';
import { readCatalogueItem } from './read-catalogue-items';

export function getCatalogueItem(
  deps: { db: Database },
  scope: Pick<CatalogueScope, 'tenantId' | 'branchId'>,
  productId: number,
): Promise<TCatalogueItem> {
  return readCatalogueItem(deps.db, scope, productId);
}
