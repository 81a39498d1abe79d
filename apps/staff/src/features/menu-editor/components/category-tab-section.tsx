import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { MenuTab } from '@tableside/shared/domain/enums';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCreateCategory } from '../api/use-category-actions';
import { useReorderCategories } from '../api/use-reorder';
import { buildTree, moveBy, siblingOrder } from '../lib/category-tree';
import { TAB_LABELS } from '../lib/menu-tabs';
import { CategoryForm } from './category-form';
import { CategoryRow } from './category-row';
import { SortableList } from './sortable-list';

interface CategoryTabSectionProps {
  branchId: number;
  tab: MenuTab;
  showHeading: boolean;
  categories: readonly TCatalogueCategory[];
  showArchived: boolean;
  selectedId: number | null;
  onSelect: (categoryId: number) => void;
}

/** One tab's two-level tree: reorder, add a category or sub-category. */
export function CategoryTabSection(props: CategoryTabSectionProps) {
  const { branchId, tab, categories, showArchived, selectedId, onSelect } = props;
  const tree = useMemo(
    () => buildTree(categories, tab, showArchived),
    [categories, tab, showArchived],
  );
  const names = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const nameOf = (id: number) => names.get(id) ?? 'category';
  const reorder = useReorderCategories(branchId);
  const create = useCreateCategory(branchId);
  // null: no form; 'top': a new top-level category; a number: a new sub-category of it.
  const [adding, setAdding] = useState<'top' | number | null>(null);

  const saveOrder = (parentId: number | null, visible: number[]) =>
    reorder.mutate({ tab, parentId, orderedIds: siblingOrder(categories, tab, parentId, visible) });
  const topIds = tree.map((node) => node.category.id);

  const addForm = (parentId: number | null) => (
    <CategoryForm
      label={
        parentId === null
          ? `New category in ${TAB_LABELS[tab]}`
          : `New sub-category of ${nameOf(parentId)}`
      }
      submitText="Add"
      busy={create.isPending}
      onCancel={() => setAdding(null)}
      onSubmit={async (name) => {
        await create.mutateAsync({ tab, name, parentId });
        setAdding(null);
      }}
    />
  );

  return (
    <section className="cat-section" aria-label={TAB_LABELS[tab]}>
      {props.showHeading ? <h2 className="cat-section__title">{TAB_LABELS[tab]}</h2> : null}
      {tree.length === 0 ? <p className="cat-section__empty">No categories yet.</p> : null}
      <SortableList ids={topIds} nameOf={nameOf} onReorder={(ids) => saveOrder(null, ids)}>
        <ul className="cat-list">
          {tree.map((node, index) => {
            const childIds = node.children.map((child) => child.id);
            return (
              <CategoryRow
                key={node.category.id}
                branchId={branchId}
                category={node.category}
                count={node.total}
                selected={selectedId === node.category.id}
                isFirst={index === 0}
                isLast={index === tree.length - 1}
                onSelect={onSelect}
                onMove={(id, delta) => saveOrder(null, moveBy(topIds, id, delta))}
                onAddChild={(id) => setAdding(id)}
              >
                {childIds.length > 0 ? (
                  <SortableList
                    ids={childIds}
                    nameOf={nameOf}
                    onReorder={(ids) => saveOrder(node.category.id, ids)}
                  >
                    <ul className="cat-list cat-list--sub">
                      {node.children.map((child, childIndex) => (
                        <CategoryRow
                          key={child.id}
                          branchId={branchId}
                          category={child}
                          count={child.itemCount}
                          selected={selectedId === child.id}
                          isFirst={childIndex === 0}
                          isLast={childIndex === childIds.length - 1}
                          onSelect={onSelect}
                          onMove={(id, delta) =>
                            saveOrder(node.category.id, moveBy(childIds, id, delta))
                          }
                        />
                      ))}
                    </ul>
                  </SortableList>
                ) : null}
                {adding === node.category.id ? (
                  <div className="cat-list--sub">{addForm(node.category.id)}</div>
                ) : null}
              </CategoryRow>
            );
          })}
        </ul>
      </SortableList>
      {adding === 'top' ? (
        addForm(null)
      ) : (
        <Button variant="ghost" className="cat-add" onClick={() => setAdding('top')}>
          <Plus aria-hidden="true" />
          New category{props.showHeading ? ` in ${TAB_LABELS[tab]}` : ''}
        </Button>
      )}
    </section>
  );
}
