import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useSetMyPin } from '../api/use-set-my-pin';
import { newPinErrors } from '../lib/pin-entry';
import { PinPad } from './pin-pad';

/** The member's own quick-switch PIN: set or replace it (typed twice), or remove it. */
export function SetMyPinDialog({ onClose }: { onClose: () => void }) {
  const save = useSetMyPin(onClose);
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? newPinErrors(pin, confirm) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(newPinErrors(pin, confirm)).length > 0) return;
    save.mutate(pin);
  }

  return (
    <Dialog
      open
      title="Set my PIN"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={() => save.mutate(null)} disabled={save.isPending}>
            Remove my PIN
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="set-my-pin" variant="primary" busy={save.isPending}>
            Save PIN
          </Button>
        </>
      }
    >
      <form id="set-my-pin" className="quick-switch__form" onSubmit={submit} noValidate>
        <p className="field__hint">
          4 to 6 digits, to take over a shared tablet with 'Switch user'. Avoid 1234, 0000 and the
          like.
        </p>
        <PinPad label="New PIN" value={pin} onChange={setPin} error={errors.pin} />
        <PinPad label="Confirm PIN" value={confirm} onChange={setConfirm} error={errors.confirm} />
        {save.error ? (
          <p className="quick-switch__error" role="alert">
            {errorMessage(save.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
