import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCan } from '../../../lib/session';
import { usePaymentSettings, useSmsSettings } from '../api/use-settings';
import { PaymentSettingsCard } from './payment-settings-card';
import { SmsSettingsCard } from './sms-settings-card';
import './settings.css';

/** Settings (owners): where the brand's money and sign-in codes go. */
export function SettingsScreen() {
  const payments = useCan('managePaymentSettings');
  const sms = useCan('manageSmsSettings');
  return (
    <>
      <PageHeader title="Settings" />
      {!payments && !sms ? <EmptyState title={notAllowedMessage('managePaymentSettings')} /> : null}
      <div className="settings-grid">
        {payments ? <PaymentSection /> : null}
        {sms ? <SmsSection /> : null}
      </div>
    </>
  );
}

function PaymentSection() {
  const query = usePaymentSettings();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton count={3} height={56} />;
  // Remounted per saved version, so a save or a reload starts from what the server holds.
  return (
    <PaymentSettingsCard
      key={query.data.version}
      settings={query.data}
      onReload={() => void query.refetch()}
    />
  );
}

function SmsSection() {
  const query = useSmsSettings();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton count={3} height={56} />;
  return (
    <SmsSettingsCard
      key={query.data.version}
      settings={query.data}
      onReload={() => void query.refetch()}
    />
  );
}
