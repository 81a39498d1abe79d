import { customerChannel } from '@tableside/shared/contract/channels';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useLiveSplitBill } from '../../../lib/split-bill-query';
import { session } from '../../../lib/storage';
import { useGuestChannels } from '../../../lib/use-guest-channels';
import { useMoney } from '../../../lib/use-money';
import { useSessionValue } from '../../../lib/use-session-value';
import './share-paid.css';

/** The table's bill is re-read this often on top of its live events, in case one was lost. */
const WAITING_REFETCH_MS = 15_000;

/**
 * /payment-status after a share of a split bill (issue 17): while the table still owes part of
 * the bill the guest sees their share paid and what remains, live; once the last share is paid
 * (remaining 0, the order completed) `children`, the spec's 'Payment Successful.', takes over.
 */
export function SharePaidGate({ orderId, children }: { orderId: number; children: ReactNode }) {
  const { t } = useTexts();
  const money = useMoney();
  const ids = useSessionValue('Ids');
  const customerId = useSessionValue('CustomerDetails')?.id;
  const split = useLiveSplitBill(orderId, true, WAITING_REFETCH_MS);
  // This page is not one the order watcher follows: the table's events are joined here.
  useGuestChannels(
    ids ? [customerChannel(ids)] : [],
    customerId === undefined ? null : `${orderId}:${customerId}`,
    split.refetchNow,
  );
  const bill = split.data;
  // Settled, or no split bill to wait for (the branch does not split bills): the spec's screen.
  if ((bill && bill.remainingAmount <= 0) || (split.isError && !bill)) return <>{children}</>;
  if (!bill) {
    return <StatusPanel icon={<Spinner size={40} />} tone="info" message={t('loading')} />;
  }
  const charged = session.get('PaymentStatusAPIData');
  const paid = charged?.orderId === orderId && charged.status === 'CHARGED' ? charged : null;
  return (
    <StatusPanel
      icon={<CircleCheck size={44} />}
      tone="success"
      title={t('sharePaidTitle')}
      role="status"
      message={
        <span className="ts-share-paid">
          {paid && <strong>{t('sharePaidAmount', { amount: money(paid.paymentAmount) })}</strong>}
          <span data-testid="table-remaining">
            {t('tableRemaining', { amount: money(bill.remainingAmount) })}
          </span>
          <span>{t('tableWaiting')}</span>
        </span>
      }
    />
  );
}
