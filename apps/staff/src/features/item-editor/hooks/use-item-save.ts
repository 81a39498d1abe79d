import type { TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { ItemConflictError, type SaveItem, useSaveItem } from '../api/use-save-item';
import {
  checkItemUpdate,
  checkNewItem,
  type FieldErrors,
  firstErrorField,
  serverFieldError,
} from '../lib/form-errors';
import type { ItemForm } from './use-item-form';

/** The order fields appear on screen, for moving focus to the first problem. */
const FIELD_ORDER = [
  'name',
  'categoryId',
  'description',
  'foodType',
  'calories',
  'tags',
  'sizes',
  'addOnMin',
  'addOnMax',
  'addOns',
  'instructions',
  'recommendedIds',
  'photo',
  'allergens',
];

function focusField(field: string | null) {
  if (!field) return;
  // After React has drawn the messages.
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
    target?.focus();
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

interface ItemSaveOptions {
  branchId: number;
  form: ItemForm;
  /** The item being edited and the version the form was based on; null for a new item. */
  editing: { productId: number; version: number } | null;
  onSaved: (item: TCatalogueItem) => void;
}

/**
 * Save: checked by the server's schema first (problems show once a save was tried, then
 * live), then sent; a refusal lands at its field, a stale version opens the conflict panel.
 */
export function useItemSave({ branchId, form, editing, onSaved }: ItemSaveOptions) {
  const mutation = useSaveItem(branchId);
  const [tried, setTried] = useState(false);
  const [conflict, setConflict] = useState<TCatalogueItem | null>(null);

  // Problems show once a save was tried; from then on they follow every keystroke.
  const checked = !tried
    ? null
    : editing
      ? checkItemUpdate(form.values, editing.version)
      : checkNewItem(form.values);
  const errors: FieldErrors = {
    ...(checked && !checked.ok ? checked.errors : {}),
    ...form.serverErrors,
  };

  const refuse = (problems: FieldErrors) => {
    toast.error('Check the marked fields.');
    focusField(firstErrorField(problems, FIELD_ORDER));
  };

  const send = (save: SaveItem) =>
    mutation.mutate(save, {
      onSuccess: (item) => {
        setConflict(null);
        toast.success(`${item.name}: saved`);
        onSaved(item);
      },
      onError: (error) => {
        if (error instanceof ItemConflictError) {
          setConflict(error.current);
          return;
        }
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          const { field, message } = serverFieldError(error.message);
          if (field !== 'form') {
            form.setServerErrors({ [field]: message });
            focusField(field);
            toast.error(message);
            return;
          }
        }
        toast.error(errorMessage(error));
      },
    });

  /** Saves; `version` overrides the form's (Keep mine re-saves over the newer version). */
  const submit = (version?: number) => {
    setTried(true);
    if (editing) {
      const result = checkItemUpdate(form.values, version ?? editing.version);
      if (!result.ok) return refuse(result.errors);
      send({ kind: 'update', productId: editing.productId, body: result.body });
    } else {
      const result = checkNewItem(form.values);
      if (!result.ok) return refuse(result.errors);
      send({ kind: 'create', body: result.body });
    }
  };

  return {
    errors,
    submit,
    saving: mutation.isPending,
    conflict,
    clearConflict: () => setConflict(null),
  };
}
