import { useSyncExternalStore } from 'react';
import { avoidedAllergens } from '../lib/avoided-allergens';

/** The allergens the guest hides, re-rendering every menu tab when they change. */
export function useAvoidedAllergens() {
  return useSyncExternalStore(avoidedAllergens.subscribe, avoidedAllergens.get);
}
