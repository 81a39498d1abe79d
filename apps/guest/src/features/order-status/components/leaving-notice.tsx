import { CircleCheck, DoorOpen } from 'lucide-react';
import { useState } from 'react';
import type { MessageKey } from '../../../lib/i18n/catalog';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PATHS } from '../../../lib/paths';
import type { ExitTarget } from '../lib/watch-rules';
import './leaving-notice.css';

const LOOK = {
  [PATHS.paymentStatus]: {
    Icon: CircleCheck,
    title: 'paymentSuccessful',
    text: 'billSettled',
  },
  [PATHS.sessionExpired]: {
    Icon: DoorOpen,
    title: 'sessionEnded',
    text: 'restaurantClosedOrder',
  },
} as const satisfies Record<ExitTarget, { Icon: unknown; title: MessageKey; text: MessageKey }>;

/**
 * The state shown for the 4 s before a finished order takes the guest on (spec section 4):
 * a card over the page, which it also shields from taps on a dead order.
 */
export function LeavingNotice({ to, deadline }: { to: ExitTarget; deadline: number }) {
  const { Icon, title, text } = LOOK[to];
  const { t } = useTexts();
  // Read once: the bar's animation runs on its own from here to the deadline.
  const [msLeft] = useState(() => Math.max(0, deadline - Date.now()));
  return (
    <div className="ts-leaving" role="status" aria-live="assertive">
      <div
        className={`ts-leaving__card ts-leaving__card--${to === PATHS.paymentStatus ? 'paid' : 'closed'}`}
      >
        <span className="ts-leaving__icon" aria-hidden="true">
          <Icon size={36} />
        </span>
        <p className="ts-leaving__title">{t(title)}</p>
        <p className="ts-leaving__text">{t(text)}</p>
        <span
          className="ts-leaving__bar"
          aria-hidden="true"
          style={{ animationDuration: `${msLeft}ms` }}
        />
      </div>
    </div>
  );
}
