import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/states';
import { ItemEditorScreen } from '../../features/item-editor/components/item-editor-screen';

const idOf = (raw: string | null | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** 'menu/items/new?categoryId=' and 'menu/items/:productId'. */
export function Component() {
  const { productId } = useParams();
  const [search] = useSearchParams();
  if (productId !== undefined && idOf(productId) === null) {
    return <EmptyState title="This item does not exist." />;
  }
  return (
    <ItemEditorScreen productId={idOf(productId)} categoryId={idOf(search.get('categoryId'))} />
  );
}
