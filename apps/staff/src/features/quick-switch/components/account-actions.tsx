import { KeyRound, UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { useLiveSignOut } from '../hooks/use-live-sign-out';
import { SetMyPinDialog } from './set-my-pin-dialog';
import { SwitchUserDialog } from './switch-user-dialog';

/**
 * The top bar's account actions: hand the tablet to a colleague, set one's own PIN. It also
 * listens for this member's live sign-out (deactivation), as the bar is on every screen.
 */
export function AccountActions() {
  useLiveSignOut();
  const [open, setOpen] = useState<'switch' | 'pin' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-label="Switch user"
        title="Switch user"
        onClick={() => setOpen('switch')}
      >
        <UserRoundCog aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label="Set my PIN"
        title="Set my PIN"
        onClick={() => setOpen('pin')}
      >
        <KeyRound aria-hidden="true" />
      </button>
      {open === 'switch' ? <SwitchUserDialog onClose={close} /> : null}
      {open === 'pin' ? <SetMyPinDialog onClose={close} /> : null}
    </>
  );
}
