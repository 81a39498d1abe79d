import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../lib/form-errors';
import { formSnapshot, type ItemFormValues } from '../lib/item-form';

/**
 * The form's values, whether they differ from what was loaded (or last saved), and the
 * server's field errors, which go away as soon as the person changes something.
 */
export function useItemForm(initial: () => ItemFormValues) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(() => formSnapshot(values));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const update = useCallback((patch: Partial<ItemFormValues>) => {
    setValues((old) => ({ ...old, ...patch }));
    setServerErrors({});
  }, []);

  const reset = useCallback((next: ItemFormValues) => {
    setValues(next);
    setBaseline(formSnapshot(next));
    setServerErrors({});
  }, []);

  const dirty = useMemo(() => formSnapshot(values) !== baseline, [values, baseline]);
  return { values, update, reset, dirty, serverErrors, setServerErrors };
}

export type ItemForm = ReturnType<typeof useItemForm>;
