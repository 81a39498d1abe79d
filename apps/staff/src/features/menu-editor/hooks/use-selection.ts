import { useCallback, useState } from 'react';

/** Selected item ids for bulk edit; kept across filter changes until cleared or applied. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number, on: boolean) => {
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setMany = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((old) => {
      const next = new Set(old);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, setMany, clear };
}
