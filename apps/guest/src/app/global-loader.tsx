import { LoadingOverlay } from '../components/ui/loading-overlay';
import { selectGlobalLoader, useFlags } from '../lib/flags-store';

/** The one full-screen loader, outside the router so it persists across route loads. */
export function GlobalLoader() {
  const visible = useFlags(selectGlobalLoader);
  return <LoadingOverlay visible={visible} />;
}
