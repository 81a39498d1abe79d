import { useEffect, useState } from 'react';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { selectGlobalLoader, useFlags } from '../lib/flags-store';
import './global-loader.css';

/** index.html paints the loader before the app has downloaded; read before the first render. */
const BOOT_LOADER_PAINTED =
  typeof document !== 'undefined' && document.querySelector('#root > .ts-boot-loader') !== null;

/**
 * The one full-screen loader, outside the router so it persists across route loads. While it
 * continues the loader of index.html it shows at once: fading in again would flicker.
 */
export function GlobalLoader() {
  const visible = useFlags(selectGlobalLoader);
  const [continuesBoot, setContinuesBoot] = useState(BOOT_LOADER_PAINTED);

  useEffect(() => {
    if (!visible) setContinuesBoot(false);
  }, [visible]);

  return (
    <div className={continuesBoot ? 'ts-global-loader ts-boot-loader' : 'ts-global-loader'}>
      <LoadingOverlay visible={visible} />
    </div>
  );
}
