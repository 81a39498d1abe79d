import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import {
  Archive,
  ArchiveRestore,
  ArrowDown,
  ArrowUp,
  FolderPlus,
  GripVertical,
  MoreHorizontal,
  Pencil,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useArchiveCategory, useRenameCategory } from '../api/use-category-actions';
import { ActionMenu } from './action-menu';
import { CategoryForm } from './category-form';
import { useSortableRow } from './sortable-list';

interface CategoryRowProps {
  branchId: number;
  category: TCatalogueCategory;
  count: number;
  selected: boolean;
  isFirst: boolean;
  isLast: boolean;
  onSelect: (categoryId: number) => void;
  onMove: (categoryId: number, delta: number) => void;
  /** Top-level rows only: opens the new sub-category form. */
  onAddChild?: (categoryId: number) => void;
  /** Sub-categories and the sub-category form, under the row. */
  children?: ReactNode;
}

/** A category in the tree: select it, drag it, rename, archive or restore it. */
export function CategoryRow(props: CategoryRowProps) {
  const { branchId, category, count, selected, onSelect, children } = props;
  const { setNodeRef, style, handleProps, isDragging } = useSortableRow(category.id);
  const [renaming, setRenaming] = useState(false);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const rename = useRenameCategory(branchId);
  const archive = useArchiveCategory(branchId);

  const toggleArchive = () => {
    setArchiveError(null);
    archive.mutate(
      { category, archived: !category.archived },
      { onError: (error) => setArchiveError(errorMessage(error)) },
    );
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`cat-row${isDragging ? ' cat-row--dragging' : ''}`}
    >
      <div
        className={`cat-row__line${selected ? ' cat-row__line--selected' : ''}${category.archived ? ' cat-row__line--archived' : ''}`}
      >
        <button
          type="button"
          className="cat-row__handle"
          aria-label={`Move ${category.name}`}
          {...handleProps}
        >
          <GripVertical aria-hidden="true" />
        </button>
        <button
          type="button"
          className="cat-row__name"
          aria-pressed={selected}
          onClick={() => onSelect(category.id)}
        >
          <span className="cat-row__label">{category.name}</span>
          {category.archived ? <span className="chip chip--muted">Archived</span> : null}
          <span className="cat-row__count">
            {count}
            <span className="visually-hidden"> items</span>
          </span>
        </button>
        <ActionMenu
          label={`More for ${category.name}`}
          trigger={<MoreHorizontal aria-hidden="true" />}
        >
          {(close) => (
            <>
              <MenuButton
                icon={<Pencil />}
                onClick={() => {
                  close();
                  setRenaming(true);
                }}
              >
                Rename
              </MenuButton>
              {props.onAddChild && !category.archived ? (
                <MenuButton
                  icon={<FolderPlus />}
                  onClick={() => {
                    close();
                    props.onAddChild?.(category.id);
                  }}
                >
                  Add sub-category
                </MenuButton>
              ) : null}
              <MenuButton
                icon={<ArrowUp />}
                disabled={props.isFirst}
                onClick={() => {
                  close();
                  props.onMove(category.id, -1);
                }}
              >
                Move up
              </MenuButton>
              <MenuButton
                icon={<ArrowDown />}
                disabled={props.isLast}
                onClick={() => {
                  close();
                  props.onMove(category.id, 1);
                }}
              >
                Move down
              </MenuButton>
              <MenuButton
                icon={category.archived ? <ArchiveRestore /> : <Archive />}
                onClick={() => {
                  close();
                  toggleArchive();
                }}
              >
                {category.archived ? 'Restore' : 'Archive'}
              </MenuButton>
            </>
          )}
        </ActionMenu>
      </div>
      {archiveError ? (
        <p className="cat-row__error" role="alert">
          {archiveError}
        </p>
      ) : null}
      {renaming ? (
        <CategoryForm
          label={`New name for ${category.name}`}
          initialName={category.name}
          submitText="Rename"
          busy={rename.isPending}
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            if (name === category.name) return setRenaming(false);
            await rename.mutateAsync({ category, name });
            setRenaming(false);
          }}
        />
      ) : null}
      {children}
    </li>
  );
}

function MenuButton({
  icon,
  children,
  ...rest
}: {
  icon: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="action-menu__item" {...rest}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </button>
  );
}
