import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Link } from 'react-router';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useCatalogue, useCatalogueItem } from '../api/use-catalogue';
import { ItemEditor } from './item-editor';

interface ItemEditorScreenProps {
  /** The item to edit; null for a new one. */
  productId: number | null;
  /** A new item's category, from the Menu list. */
  categoryId: number | null;
}

/** Menu › an item: the item form once the catalogue (and the item) are read. */
export function ItemEditorScreen(props: ItemEditorScreenProps) {
  return useCan('editMenu') ? (
    <ItemEditorLoader {...props} />
  ) : (
    <>
      <PageHeader title="Menu item" />
      <EmptyState title={notAllowedMessage('editMenu')} />
    </>
  );
}

function ItemEditorLoader({ productId, categoryId }: ItemEditorScreenProps) {
  const branch = useCurrentBranch();
  const catalogue = useCatalogue(branch.id);
  const item = useCatalogueItem(branch.id, productId);

  if (catalogue.isError) {
    return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  }
  if (productId !== null && item.isError) {
    if (item.error instanceof ApiError && item.error.status === 404) {
      return (
        <EmptyState title="This item does not exist.">
          <Link to="/menu">Back to the menu</Link>
        </EmptyState>
      );
    }
    return <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
  }
  if (!catalogue.data || (productId !== null && !item.data)) {
    return <Skeleton count={6} height={96} />;
  }
  const known = catalogue.data.categories.some((category) => category.id === categoryId);
  return (
    <ItemEditor
      key={productId ?? 'new'}
      branchId={branch.id}
      catalogue={catalogue.data}
      item={productId === null ? null : (item.data ?? null)}
      initialCategoryId={known ? categoryId : null}
    />
  );
}
