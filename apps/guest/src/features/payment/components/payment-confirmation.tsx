import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import type { PaymentView } from '@tableside/shared/domain/payment-status';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusPanel, type StatusTone } from '../../../components/ui/status-panel';
import type { MessageKey } from '../../../lib/i18n/catalog';
import type { Texts } from '../../../lib/i18n/locale-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
import { session } from '../../../lib/storage';
import { getPaymentStatus } from '../api/get-payment-status';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { useSaveBillOnSuccess } from '../hooks/use-save-bill-on-success';

const keepResult = (result: TPaymentStatus) => session.set('PaymentStatusAPIData', result);

interface Look {
  icon: ReactNode;
  tone: StatusTone;
  title: MessageKey;
  message: (t: Texts['t'], secondsLeft: number) => string;
}

const LOOK: Record<PaymentView['kind'], Look> = {
  processing: {
    icon: <Spinner size={40} />,
    tone: 'info',
    title: 'confirmingPayment',
    message: (t) => t('keepPageOpen'),
  },
  success: {
    icon: <CircleCheck size={44} />,
    tone: 'success',
    title: 'paymentSuccessful',
    message: (t, seconds) => t('toReceiptIn', { seconds }),
  },
  failure: {
    icon: <CircleX size={44} />,
    tone: 'error',
    title: 'paymentNotCompleted',
    message: (t, seconds) => t('nothingCharged', { seconds }),
  },
  unconfirmed: {
    icon: <CircleAlert size={44} />,
    tone: 'warning',
    title: 'paymentNotConfirmed',
    message: (t) => t('paymentUnconfirmed'),
  },
};

/** /payment-confirmation: the online payment's result (spec sections 2 and 4). */
export function PaymentConfirmation({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const { t } = useTexts();
  const { view, restart } = usePaymentPoll(orderId, getPaymentStatus, keepResult);
  useSaveBillOnSuccess(view.kind === 'success', orderId);
  const redirectTo = view.kind === 'success' || view.kind === 'failure' ? view.redirectTo : null;
  const secondsLeft = useRedirectCountdown(
    redirectTo !== null,
    view.kind === 'success' || view.kind === 'failure' ? view.countdownS : 0,
    () => redirectTo && navigate(redirectTo, { replace: true }),
  );
  const look = LOOK[view.kind];
  const title = t(look.title);
  return (
    <>
      {/* Announced once per state; the ticking countdown is not read out every second. */}
      <p className="visually-hidden" role="status">
        {title}
      </p>
      <StatusPanel
        icon={look.icon}
        tone={look.tone}
        title={title}
        message={look.message(t, secondsLeft)}
      >
        {view.kind === 'unconfirmed' && (
          <Button size="lg" block onClick={restart}>
            {t('checkAgain')}
          </Button>
        )}
        {view.kind === 'failure' && (
          <Button
            size="lg"
            variant="secondary"
            block
            onClick={() => navigate(PATHS.checkOut, { replace: true })}
          >
            {t('backToBill')}
          </Button>
        )}
      </StatusPanel>
    </>
  );
}
