import { useCallback, useSyncExternalStore } from 'react';
import type { SessionKey, SessionValue } from './session-schemas';
import { session } from './storage';

/** A session-stored value that re-renders its reader when any code writes the key. */
export function useSessionValue<K extends SessionKey>(key: K): SessionValue<K> | null {
  const subscribe = useCallback(
    (onChange: () => void) =>
      session.subscribe((changed) => {
        if (changed === key) onChange();
      }),
    [key],
  );
  const read = useCallback(() => session.get(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
