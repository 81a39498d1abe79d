import { useCallback } from 'react';
import { session } from './storage';
import { useSessionValue } from './use-session-value';

type TabKey = 'activeHomeHeaderTab' | 'activeOrderHeaderTab';

/** A header's active tab, kept in session storage per header (spec section 3). */
export function useSessionTab<Id extends number>(
  key: TabKey,
  ids: readonly Id[],
  fallback: Id,
): [Id, (id: Id) => void] {
  const stored = useSessionValue(key);
  const active = ids.find((id) => id === stored) ?? fallback;
  const select = useCallback((id: Id) => session.set(key, id), [key]);
  return [active, select];
}
