import { MSG } from '@tableside/shared/domain/messages';
import { Ban, ConciergeBell, Hourglass, ReceiptText } from 'lucide-react';
import { StatusPanel, type StatusTone } from '../../../components/ui/status-panel';
import { blockSentence } from '../lib/block-view';
import './block-message.css';

const LOOK: Record<string, { Icon: typeof Ban; tone: StatusTone; note?: string }> = {
  [MSG.orderVoided]: { Icon: Ban, tone: 'error' },
  [MSG.checkoutByCustomer]: {
    Icon: ReceiptText,
    tone: 'info',
    note: 'Another guest at your table has asked for the bill.',
  },
  [MSG.checkoutByWaiter]: { Icon: ConciergeBell, tone: 'info' },
};

const WAITING_NOTE = 'This page moves on by itself once the bill is settled.';

/** The block page's message, with a look that fits who stopped the ordering. */
export function BlockMessage({ text }: { text: string }) {
  const look = LOOK[text] ?? { Icon: Hourglass, tone: 'info' };
  const { Icon } = look;
  const waiting = text !== MSG.orderVoided;
  return (
    <StatusPanel
      role="status"
      tone={look.tone}
      icon={<Icon size={40} />}
      message={blockSentence(text)}
    >
      {(look.note || waiting) && (
        <div className="ts-block-notes">
          {look.note && <p>{look.note}</p>}
          {waiting && <p className="ts-block-notes__muted">{WAITING_NOTE}</p>}
        </div>
      )}
    </StatusPanel>
  );
}
