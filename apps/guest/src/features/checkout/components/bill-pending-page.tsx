import { MSG } from '@tableside/shared/domain/messages';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
import { useHistoryTrap } from '../hooks/use-history-trap';

/**
 * /bill-pending: Pay Bill while some confirmed orders are still being served (spec sections
 * 2 and 4). Back is trapped; the button is the way out.
 */
export function BillPendingPage() {
  useHistoryTrap(PATHS.billPending);
  const navigate = useNavigate();
  const { t } = useTexts();
  return (
    <StatusPanel
      tone="warning"
      icon={<Hourglass size={40} />}
      title={MSG.billPending}
      message={t('stillServing')}
    >
      <Button
        size="lg"
        block
        icon={<ArrowLeft className="ts-mirror" aria-hidden="true" size={20} />}
        onClick={() => navigate(PATHS.order)}
      >
        {t('back')}
      </Button>
    </StatusPanel>
  );
}
