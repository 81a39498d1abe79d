import { CreditCard } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/api-error';
import { newDeviceId } from '../../../lib/storage';
import { useMoney } from '../../../lib/use-money';
import { useCreatePaymentSession } from '../api/create-payment-session';
import './pay-online.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface PayOnlineProps {
  orderId: number;
  payableAmount: number;
}

/**
 * Paying online instead of waiting for the waiter: opens a gateway session for the bill and
 * sends the guest to the gateway's page, which returns them to /payment-confirmation.
 */
export function PayOnline({ orderId, payableAmount }: PayOnlineProps) {
  const money = useMoney();
  const session = useCreatePaymentSession();
  const { reset } = session;
  const [attempt, setAttempt] = useState(0);
  // A new key when the amount changes (a discount: the old gateway session was for another
  // amount) and when the guest comes back from the gateway.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the amount and the attempt renew the key
  const idempotencyKey = useMemo(() => newDeviceId(), [payableAmount, attempt]);

  useEffect(() => {
    // Back from the gateway, the browser may restore this page as it was left: busy.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setAttempt((n) => n + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
  const { t } = useTexts();
  const pay = () =>
    session.mutate(
      { orderId, idempotencyKey },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  // The button stays busy after success: the browser is leaving for the gateway's page.
  const busy = session.isPending || session.isSuccess;
  return (
    <div className="ts-pay-online">
      <p className="ts-pay-online__or">
        <span>{t('orPayNow')}</span>
      </p>
      <Button
        size="lg"
        block
        loading={busy}
        icon={<CreditCard aria-hidden="true" size={22} />}
        onClick={pay}
      >
        {t('payOnline', { amount: money(payableAmount) })}
      </Button>
    </div>
  );
}

/** The same height as the button while the bill loads, so the bill below does not jump. */
export function PayOnlineSkeleton() {
  const { t } = useTexts();
  return (
    <div className="ts-pay-online" aria-hidden="true">
      <p className="ts-pay-online__or">
        <span>{t('orPayNow')}</span>
      </p>
      <Skeleton height={52} radius="var(--ts-radius-md)" />
    </div>
  );
}
