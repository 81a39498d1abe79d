import type { TCatalogueResponse } from '@tableside/shared/contract/catalogue';
import type { Database } from '../../db/client';
import type { CatalogueScope } from './catalogue-scope';
import { readCatalogueCategories } from './read-catalogue-categories';
import { readCatalogueItems } from './read-catalogue-items';

/** The brand's whole catalogue priced at the branch: the editor's one read. */
export async function getCatalogue(
  deps: { db: Database },
  scope: Pick<CatalogueScope, 'tenantId' | 'branchId'>,
): Promise<TCatalogueResponse> {
  return deps.db.transaction(async (tx) => {
    // In turn: both read on the transaction's one connection.
    const categories = await readCatalogueCategories(tx, scope.tenantId);
    const items = await readCatalogueItems(tx, scope);
    return { branchId: scope.branchId, categories, items };
  });
}
