import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { usePinMembers } from '../api/use-pin-members';
import { usePinSwitch } from '../api/use-pin-switch';
import { isCompletePin } from '../lib/pin-entry';
import { PinPad } from './pin-pad';

/**
 * A shared tablet changes hands: a colleague of this member's branches picks his name and
 * types his PIN; this session ends and his starts. Mounted while open.
 */
export function SwitchUserDialog({ onClose }: { onClose: () => void }) {
  const members = usePinMembers(true);
  const switchUser = usePinSwitch(onClose);
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const ready = username !== '' && isCompletePin(pin);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    switchUser.mutate({ username, pin }, { onError: () => setPin('') });
  }

  return (
    <Dialog
      open
      title="Switch user"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            form="switch-user"
            variant="primary"
            busy={switchUser.isPending}
            disabled={!ready}
          >
            Switch
          </Button>
        </>
      }
    >
      {members.isPending ? (
        <Skeleton count={3} height={48} />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.members.length === 0 ? (
        <EmptyState title="Nobody at your branches has a PIN yet. Each member sets one with 'Set my PIN'." />
      ) : (
        <form id="switch-user" className="quick-switch__form" onSubmit={submit} noValidate>
          <LabelledField label="Who is taking over?">
            {(p) => (
              <select {...p} value={username} onChange={(e) => setUsername(e.target.value)}>
                <option value="">Choose your name</option>
                {members.data.members.map((m) => (
                  <option key={m.username} value={m.username}>
                    {m.name} ({m.username})
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <PinPad label="Your PIN" value={pin} onChange={setPin} />
          {switchUser.error ? (
            <p className="quick-switch__error" role="alert">
              {errorMessage(switchUser.error)}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
