import { MSG } from '@tableside/shared/domain/messages';
import { Ban, ConciergeBell, Hourglass, ReceiptText } from 'lucide-react';
import { StatusPanel, type StatusTone } from '../../../components/ui/status-panel';
import type { MessageKey } from '../../../lib/i18n/catalog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { blockSentence } from '../lib/block-view';
import './block-message.css';

const LOOK: Record<string, { Icon: typeof Ban; tone: StatusTone; note?: MessageKey }> = {
  [MSG.orderVoided]: { Icon: Ban, tone: 'error' },
  [MSG.checkoutByCustomer]: {
    Icon: ReceiptText,
    tone: 'info',
    note: 'anotherGuestAsked',
  },
  [MSG.checkoutByWaiter]: { Icon: ConciergeBell, tone: 'info' },
};

/** The block page's message, with a look that fits who stopped the ordering. */
export function BlockMessage({ text }: { text: string }) {
  const look = LOOK[text] ?? { Icon: Hourglass, tone: 'info' };
  const { Icon } = look;
  const texts = useTexts();
  const { t } = texts;
  const waiting = text !== MSG.orderVoided;
  return (
    <StatusPanel
      role="status"
      tone={look.tone}
      icon={<Icon size={40} />}
      message={blockSentence(text, texts)}
    >
      {(look.note || waiting) && (
        <div className="ts-block-notes">
          {look.note && <p>{t(look.note)}</p>}
          {waiting && <p className="ts-block-notes__muted">{t('movesOnWhenSettled')}</p>}
        </div>
      )}
    </StatusPanel>
  );
}
