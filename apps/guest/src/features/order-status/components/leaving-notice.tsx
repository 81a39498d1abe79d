import { MSG } from '@tableside/shared/domain/messages';
import { CircleCheck, DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { PATHS } from '../../../lib/paths';
import type { ExitTarget } from '../lib/watch-rules';
import './leaving-notice.css';

const LOOK = {
  [PATHS.paymentStatus]: {
    Icon: CircleCheck,
    title: MSG.paymentSuccessful,
    text: 'Your bill is settled.',
  },
  [PATHS.sessionExpired]: {
    Icon: DoorOpen,
    title: 'This table session has ended.',
    text: 'The restaurant has closed your order.',
  },
} as const;

/**
 * The state shown for the 4 s before a finished order takes the guest on (spec section 4):
 * a card over the page, which it also shields from taps on a dead order.
 */
export function LeavingNotice({ to, deadline }: { to: ExitTarget; deadline: number }) {
  const { Icon, title, text } = LOOK[to];
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
        <p className="ts-leaving__title">{title}</p>
        <p className="ts-leaving__text">{text}</p>
        <span
          className="ts-leaving__bar"
          aria-hidden="true"
          style={{ animationDuration: `${msLeft}ms` }}
        />
      </div>
    </div>
  );
}
