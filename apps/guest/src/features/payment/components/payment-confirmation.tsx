import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import { MSG } from '@tableside/shared/domain/messages';
import type { PaymentView } from '@tableside/shared/domain/payment-status';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusPanel, type StatusTone } from '../../../components/ui/status-panel';
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
  title: string;
  message: (secondsLeft: number) => string;
}

const LOOK: Record<PaymentView['kind'], Look> = {
  processing: {
    icon: <Spinner size={40} />,
    tone: 'info',
    title: 'Confirming your payment',
    message: () => 'This takes a few seconds. Please keep this page open.',
  },
  success: {
    icon: <CircleCheck size={44} />,
    tone: 'success',
    title: MSG.paymentSuccessful,
    message: (s) => `Taking you to your receipt in ${s} s.`,
  },
  failure: {
    icon: <CircleX size={44} />,
    tone: 'error',
    title: 'Payment not completed',
    message: (s) => `Nothing has been charged. Taking you back to your bill in ${s} s.`,
  },
  unconfirmed: {
    icon: <CircleAlert size={44} />,
    tone: 'warning',
    title: 'Payment not confirmed',
    message: () => MSG.paymentUnconfirmed,
  },
};

/** /payment-confirmation: the online payment's result (spec sections 2 and 4). */
export function PaymentConfirmation({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const { view, restart } = usePaymentPoll(orderId, getPaymentStatus, keepResult);
  useSaveBillOnSuccess(view.kind === 'success', orderId);
  const redirectTo = view.kind === 'success' || view.kind === 'failure' ? view.redirectTo : null;
  const secondsLeft = useRedirectCountdown(
    redirectTo !== null,
    view.kind === 'success' || view.kind === 'failure' ? view.countdownS : 0,
    () => redirectTo && navigate(redirectTo, { replace: true }),
  );
  const look = LOOK[view.kind];
  return (
    <>
      {/* Announced once per state; the ticking countdown is not read out every second. */}
      <p className="visually-hidden" role="status">
        {look.title}
      </p>
      <StatusPanel
        icon={look.icon}
        tone={look.tone}
        title={look.title}
        message={look.message(secondsLeft)}
      >
        {view.kind === 'unconfirmed' && (
          <Button size="lg" block onClick={restart}>
            Check again
          </Button>
        )}
        {view.kind === 'failure' && (
          <Button
            size="lg"
            variant="secondary"
            block
            onClick={() => navigate(PATHS.checkOut, { replace: true })}
          >
            Back to the bill
          </Button>
        )}
      </StatusPanel>
    </>
  );
}
