import { useEffect } from 'react';
import { useBrandTheme } from '../features/brand/hooks/use-brand-theme';
import { useInitialData } from '../features/table-session/hooks/use-initial-data';
import { useFlags } from '../lib/flags-store';
import { useSessionValue } from '../lib/use-session-value';
import { INITIAL_LOADER, skipsInitialData } from './initial-data-policy';

/**
 * Loads the table's data and the brand's look, and holds the global loader until both are in
 * place (spec sections 2 and 4). Beside the page, not its parent: each answer that arrives
 * re-renders this, not the whole page. Rendered by the root layout, and by the entry shell
 * (no router there, so the address comes as a prop).
 */
export function InitialData({ pathname }: { pathname: string }) {
  const ids = useSessionValue('Ids');
  const tenant = useSessionValue('tenant');
  const skip = skipsInitialData(pathname);
  const initial = useInitialData(skip ? null : ids);
  const brandSettled = useBrandTheme(ids?.brandId ?? null);
  const setLoader = useFlags((state) => state.setLoader);
  // Spec section 2: without a scanned table the loader is off.
  const loading = ids !== null && !skip && (!initial.ready || !brandSettled);

  useEffect(() => {
    setLoader(INITIAL_LOADER, loading);
  }, [setLoader, loading]);

  useEffect(() => {
    if (tenant) document.title = tenant.tenantName;
  }, [tenant]);

  return null;
}
