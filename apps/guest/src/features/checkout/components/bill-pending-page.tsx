import { MSG } from '@tableside/shared/domain/messages';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StatusPanel } from '../../../components/ui/status-panel';
import { PATHS } from '../../../lib/paths';
import { useHistoryTrap } from '../hooks/use-history-trap';

/**
 * /bill-pending: Pay Bill while some confirmed orders are still being served (spec sections
 * 2 and 4). Back is trapped; the button is the way out.
 */
export function BillPendingPage() {
  useHistoryTrap(PATHS.billPending);
  const navigate = useNavigate();
  return (
    <StatusPanel
      tone="warning"
      icon={<Hourglass size={40} />}
      title={MSG.billPending}
      message="Some of your orders are still being served. You can pay once they have all reached your table."
    >
      <Button
        size="lg"
        block
        icon={<ArrowLeft aria-hidden="true" size={20} />}
        onClick={() => navigate(PATHS.order)}
      >
        Back
      </Button>
    </StatusPanel>
  );
}
