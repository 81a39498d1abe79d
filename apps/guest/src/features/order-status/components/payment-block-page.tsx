import { MSG } from '@tableside/shared/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { StatusPanel } from '../../../components/ui/status-panel';
import { readBlockPageState } from '../../../lib/block-page-state';
import { useFlags } from '../../../lib/flags-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { orderQuery } from '../../../lib/order-query';
import { PATHS } from '../../../lib/paths';
import { blockView } from '../lib/block-view';
import { usePushState } from '../lib/push-state';
import { BlockMessage } from './block-message';
import { ClearingCart } from './clearing-cart';
import './block-message.css';

interface PaymentBlockPageProps {
  orderId: number;
  customerId?: number;
  /** The branch splits bills (issue 17): a checkout leaves the way to one's share open. */
  splitBill?: boolean;
}

/**
 * /payment-in-progress-block (spec sections 2 and 4): ordering is stopped. With the Pay Bill
 * clear-cart flag it first clears the unconfirmed items and continues to the bill. Leaving
 * when the order completes is the order watcher's (it re-reads the order every 3 min here).
 */
export function PaymentBlockPage({
  orderId,
  customerId,
  splitBill = false,
}: PaymentBlockPageProps) {
  const location = useLocation();
  const nav = readBlockPageState(location.state);
  const clearRequested = useFlags((state) => state.clearCartRequested);
  const push = usePushState((state) => state.last);
  const { t } = useTexts();
  // Without a message, who stopped the ordering is read from the order, fresh: the page may
  // have been reached by an error that says only that the order takes no more items.
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: !nav.message,
    refetchOnMount: 'always',
  });

  if (nav.clearCart || clearRequested)
    return <ClearingCart orderId={orderId} message={nav.message} />;

  const view = blockView({
    stateMessage: nav.message,
    push,
    order: order.isFetchedAfterMount ? order.data : undefined,
    myCustomerId: customerId,
  });
  if (view.kind === 'own-checkout') return <Navigate to={PATHS.checkOut} replace />;
  if (view.kind === 'open') return <Navigate to={PATHS.home} replace />;
  if (view.kind === 'message') return <BlockMessage text={view.text} splitBill={splitBill} />;
  if (order.isError) {
    return (
      <StatusPanel
        role="alert"
        tone="error"
        icon={<CircleAlert size={40} />}
        message={MSG.fetchDetailsFailed}
      >
        <Button size="lg" block loading={order.isFetching} onClick={() => void order.refetch()}>
          {t('tryAgain')}
        </Button>
      </StatusPanel>
    );
  }
  return (
    <div className="ts-block-pending" role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton width={88} height={88} radius="50%" />
      <SkeletonText lines={2} lineHeight={18} />
    </div>
  );
}
