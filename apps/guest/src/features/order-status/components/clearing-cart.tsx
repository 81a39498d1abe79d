import { MSG } from '@tableside/shared/domain/messages';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useFlags } from '../../../lib/flags-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
import { useClearPendingCart } from '../hooks/use-clear-pending-cart';

/** Pay Bill with unconfirmed items: they are taken out of the cart, then the bill opens. */
export function ClearingCart({ orderId, message }: { orderId: number; message?: string }) {
  const { state, retry } = useClearPendingCart(orderId);
  const navigate = useNavigate();
  const setFlags = useFlags((s) => s.setFlags);
  const { t } = useTexts();

  useEffect(() => {
    if (state.status !== 'done') return;
    setFlags({ clearCartRequested: false });
    navigate(PATHS.checkOut, { replace: true });
  }, [state.status, setFlags, navigate]);

  if (state.status === 'failed') {
    return (
      <StatusPanel
        role="alert"
        tone="error"
        icon={<CircleAlert size={40} />}
        message={state.message}
      >
        <Button size="lg" block onClick={retry}>
          {t('tryAgain')}
        </Button>
        <Link
          to={PATHS.order}
          replace
          className={buttonClassName({ variant: 'ghost', block: true })}
        >
          {t('backToMyOrders')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      role="status"
      icon={<Spinner size={40} />}
      message={message ?? MSG.clearingPendingItems}
    />
  );
}
