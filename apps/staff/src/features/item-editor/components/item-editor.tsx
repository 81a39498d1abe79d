import type { TCatalogueItem, TCatalogueResponse } from '@tableside/shared/contract/catalogue';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/states';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { useArchiveItem } from '../api/use-archive-item';
import { useItemForm } from '../hooks/use-item-form';
import { useItemSave } from '../hooks/use-item-save';
import { categoryName } from '../lib/category-options';
import { conflictRows } from '../lib/conflict-diff';
import { emptyItemValues, itemValuesOf } from '../lib/item-form';
import { AddOnGroupEditor } from './add-on-group-editor';
import { AllergenGrid } from './allergen-grid';
import { BasicsSection } from './basics-section';
import { ConflictPanel } from './conflict-panel';
import { InstructionsEditor } from './instructions-editor';
import { LeaveDialog } from './leave-dialog';
import { PhotoField } from './photo-field';
import { RecommendedPicker } from './recommended-picker';
import { SizesEditor } from './sizes-editor';
import './item-editor.css';

const MENU_PATH = '/menu';

interface ItemEditorProps {
  branchId: number;
  catalogue: TCatalogueResponse;
  /** The saved item; null for a new one. */
  item: TCatalogueItem | null;
  /** A new item's category (the Menu list's "Add item" in a category). */
  initialCategoryId: number | null;
}

/** The whole item form: edit, save with the version read, archive or restore. */
export function ItemEditor({ branchId, catalogue, item, initialCategoryId }: ItemEditorProps) {
  const navigate = useNavigate();
  const form = useItemForm(() => (item ? itemValuesOf(item) : emptyItemValues(initialCategoryId)));
  const [version, setVersion] = useState(item?.version ?? 1);
  const [archived, setArchived] = useState(item?.archived ?? false);
  const [demoPhoto] = useState(() =>
    item?.imageUrl && !item.imageKey ? { imageKey: null, url: item.imageUrl } : null,
  );
  const guard = useUnsavedGuard(form.dirty, { searchLeaves: true });
  const archive = useArchiveItem(branchId);
  const saver = useItemSave({
    branchId,
    form,
    editing: item ? { productId: item.id, version } : null,
    onSaved: () => {
      guard.allowNextNavigation();
      void navigate(MENU_PATH);
    },
  });
  const { values, update } = form;
  const { errors, conflict } = saver;

  const names = useMemo(() => {
    const items = new Map(catalogue.items.map((entry) => [entry.id, entry.name]));
    return {
      category: (id: number) => categoryName(catalogue.categories, id),
      item: (id: number) => items.get(id) ?? `Item ${id}`,
    };
  }, [catalogue]);
  const theirs = useMemo(() => (conflict ? itemValuesOf(conflict) : null), [conflict]);

  const keepMine = () => {
    if (!conflict) return;
    setVersion(conflict.version);
    setArchived(conflict.archived);
    saver.submit(conflict.version);
  };
  const takeTheirs = () => {
    if (!conflict || !theirs) return;
    form.reset(theirs);
    setVersion(conflict.version);
    setArchived(conflict.archived);
    saver.clearConflict();
  };
  const toggleArchive = () => {
    if (!item) return;
    archive.mutate(
      { productId: item.id, archived: !archived, version },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setArchived(saved.archived);
        },
      },
    );
  };

  return (
    <div className="item-editor">
      <Link to={MENU_PATH} className="item-editor__back">
        <ArrowLeft aria-hidden="true" />
        Menu
      </Link>
      <PageHeader title={item ? item.name : 'New item'}>
        {item ? (
          <Button
            variant={archived ? 'secondary' : 'danger'}
            busy={archive.isPending}
            onClick={toggleArchive}
          >
            {archived ? 'Restore' : 'Archive'}
          </Button>
        ) : null}
      </PageHeader>
      {archived ? (
        <p className="item-editor__archived" role="status">
          Archived: guests do not see this item. Restore it to put it back on the menu.
        </p>
      ) : null}
      {conflict && theirs ? (
        <ConflictPanel
          rows={conflictRows(values, theirs, names)}
          photos={{ mine: values.photo, theirs: theirs.photo }}
          busy={saver.saving}
          onKeepMine={keepMine}
          onTakeTheirs={takeTheirs}
        />
      ) : null}
      <form
        noValidate
        aria-label={item ? `Edit ${item.name}` : 'New item'}
        onSubmit={(event) => {
          event.preventDefault();
          saver.submit();
        }}
      >
        <div className="item-layout">
          <div className="item-layout__main">
            <BasicsSection
              values={values}
              errors={errors}
              categories={catalogue.categories}
              onChange={update}
            />
            <SizesEditor
              sizes={values.sizes}
              errors={errors}
              onChange={(sizes) => update({ sizes })}
            />
            <AddOnGroupEditor values={values} errors={errors} onChange={update} />
            <InstructionsEditor
              rows={values.instructions}
              errors={errors}
              onChange={(instructions) => update({ instructions })}
            />
            <RecommendedPicker
              selected={values.recommendedIds}
              items={catalogue.items}
              selfId={item?.id ?? null}
              error={errors.recommendedIds}
              onChange={(recommendedIds) => update({ recommendedIds })}
            />
          </div>
          <div className="item-layout__side">
            <PhotoField
              branchId={branchId}
              photo={values.photo}
              demoPhoto={demoPhoto}
              error={errors.photo}
              onChange={(photo) => update({ photo })}
            />
            <AllergenGrid
              levels={values.allergens}
              error={errors.allergens}
              onChange={(allergens) => update({ allergens })}
            />
          </div>
        </div>
        <div className="item-savebar">
          <span className="item-savebar__status" role="status">
            {form.dirty ? 'Unsaved changes' : 'No changes'}
          </span>
          {errors.form ? <span className="field__error">{errors.form}</span> : null}
          <Button onClick={() => void navigate(MENU_PATH)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={saver.saving} disabled={Boolean(conflict)}>
            {item ? 'Save changes' : 'Create item'}
          </Button>
        </div>
      </form>
      <LeaveDialog blocker={guard.blocker} />
    </div>
  );
}
