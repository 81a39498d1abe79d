import { MSG } from '@tableside/shared/domain/messages';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../components/ui/button';
import { StatusPanel } from '../components/ui/status-panel';
import { useFlags } from '../lib/flags-store';
import { useTexts } from '../lib/i18n/use-texts';
import { INITIAL_LOADER } from './initial-data-policy';

/**
 * Shown when a route fails to load or render. The usual cause on a phone is a page kept open
 * across a release (its old code chunks are gone), which a reload cures.
 */
export function RouteError({ error }: { error: unknown }) {
  const setLoader = useFlags((state) => state.setLoader);
  const { t } = useTexts();
  useEffect(() => {
    console.error('Route failed:', error);
    // The layout that would release the boot loader may be the part that failed.
    setLoader(INITIAL_LOADER, false);
  }, [error, setLoader]);
  return (
    <main className="ts-plain-main">
      <StatusPanel
        role="alert"
        tone="error"
        icon={<RefreshCw size={36} />}
        message={MSG.genericRetry}
      >
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </StatusPanel>
    </main>
  );
}
