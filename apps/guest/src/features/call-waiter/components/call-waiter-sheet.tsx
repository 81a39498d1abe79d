import type { TOrder } from '@tableside/shared/contract/order';
import { FORM_MESSAGE_CLEAR_MS } from '@tableside/shared/domain/constants';
import { CALL_WAITER_REASONS, type CallWaiterReason } from '@tableside/shared/domain/enums';
import {
  BrushCleaning,
  GlassWater,
  Hand,
  type LucideIcon,
  MessageCircleMore,
  UtensilsCrossed,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import type { MessageKey } from '../../../lib/i18n/catalog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useOrder } from '../../../lib/order-query';
import { useSessionValue } from '../../../lib/use-session-value';
import { useCallWaiter } from '../api/call-waiter';
import './call-waiter-sheet.css';

const REASONS: Record<CallWaiterReason, { label: MessageKey; icon: LucideIcon }> = {
  WATER: { label: 'water', icon: GlassWater },
  CUTLERY: { label: 'cutlery', icon: UtensilsCrossed },
  CLEAN_UP: { label: 'cleanUp', icon: BrushCleaning },
  OTHERS: { label: 'others', icon: MessageCircleMore },
};

/** Reasons already sent and not yet resolved by the staff: they cannot be sent again. */
const selectRequested = (order: TOrder): readonly CallWaiterReason[] =>
  order.callWaiterStatus === 'REQUESTED' ? order.callWaiterReasons : [];

interface CallWaiterSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The Call Waiter panel (spec sections 2 and 4): each reason is sent once, then shows a hand. */
export function CallWaiterSheet({ open, onClose }: CallWaiterSheetProps) {
  const orderId = useSessionValue('OrderId');
  const requested = useOrder(selectRequested).data ?? [];
  const call = useCallWaiter();
  const { t } = useTexts();
  const [sent, setSent] = useState<CallWaiterReason | null>(null);
  // Per reason: a guest may tap the next reason while the first is still on its way.
  const [sending, setSending] = useState<ReadonlySet<CallWaiterReason>>(() => new Set());

  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => setSent(null), FORM_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const send = (reason: CallWaiterReason) => {
    if (orderId === null || sending.has(reason)) return;
    setSending((current) => new Set(current).add(reason));
    call
      .mutateAsync({ orderId, reason })
      .then(() => setSent(reason))
      // useCallWaiter has shown the failure; the reason can be sent again.
      .catch(() => undefined)
      .finally(() =>
        setSending((current) => {
          const next = new Set(current);
          next.delete(reason);
          return next;
        }),
      );
  };

  return (
    <Sheet open={open} onClose={onClose} title="Call Waiter">
      <p className="ts-call-waiter__intro">{t('whatDoYouNeed')}</p>
      <ul className="ts-call-waiter">
        {CALL_WAITER_REASONS.map((reason) => {
          const { label, icon: Icon } = REASONS[reason];
          const done = requested.includes(reason);
          const busy = sending.has(reason);
          return (
            <li key={reason}>
              <button
                type="button"
                className="ts-call-waiter__reason"
                data-done={done || undefined}
                disabled={done}
                aria-busy={busy || undefined}
                onClick={() => send(reason)}
              >
                <span className="ts-call-waiter__icon" aria-hidden="true">
                  {busy ? <Spinner size={22} /> : done ? <Hand size={22} /> : <Icon size={22} />}
                </span>
                <span className="ts-call-waiter__label">{t(label)}</span>
                {done && <span className="ts-call-waiter__state">{t('requested')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="ts-call-waiter__status" role="status">
        {sent ? t('waiterTold', { reason: t(REASONS[sent].label) }) : ''}
      </p>
    </Sheet>
  );
}
