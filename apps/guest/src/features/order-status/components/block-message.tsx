import { MSG } from '@tableside/shared/domain/messages';
import { Ban, ConciergeBell, Hourglass, ReceiptText, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { StatusPanel, type StatusTone } from '../../../components/ui/status-panel';
import type { MessageKey } from '../../../lib/i18n/catalog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
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

/**
 * The block page's message, with a look that fits who stopped the ordering. Where the branch
 * splits bills (issue 17), a checkout is the table's, and every guest may go pay a share.
 */
export function BlockMessage({ text, splitBill = false }: { text: string; splitBill?: boolean }) {
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
      {splitBill && waiting && (
        <Link to={PATHS.checkOut} replace className={buttonClassName({ size: 'lg', block: true })}>
          <span className="ts-button__content">
            <Users aria-hidden="true" size={22} />
            {t('payMyShare')}
          </span>
        </Link>
      )}
    </StatusPanel>
  );
}
