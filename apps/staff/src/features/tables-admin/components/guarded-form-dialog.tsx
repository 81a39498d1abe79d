import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';

interface GuardedFormDialogProps {
  title: string;
  submitLabel: string;
  /** The form has changes not saved yet: closing or leaving the page asks first. */
  dirty: boolean;
  busy: boolean;
  /** A message of the server that names no field of the form. */
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog's form with the console's unsaved-changes guard. */
export function GuardedFormDialog(props: GuardedFormDialogProps) {
  const { title, submitLabel, dirty, busy, error, onSubmit, onClose, children } = props;
  const { blocker, allowNextNavigation } = useUnsavedGuard(dirty, { searchLeaves: false });
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => (dirty ? setAskDiscard(true) : onClose());
  const asking = askDiscard || blocker.state === 'blocked';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    allowNextNavigation();
    onSubmit();
  };

  if (asking) {
    return (
      <Dialog
        open
        title="Discard unsaved changes?"
        onClose={() => {
          setAskDiscard(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        actions={
          <>
            <Button
              variant="primary"
              onClick={() => {
                setAskDiscard(false);
                if (blocker.state === 'blocked') blocker.reset();
              }}
            >
              Keep editing
            </Button>
            <Button
              variant="danger"
              onClick={() => (blocker.state === 'blocked' ? blocker.proceed() : onClose())}
            >
              Discard changes
            </Button>
          </>
        }
      >
        <p>Your changes are not saved yet.</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title={title}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form="tables-admin-form" busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="tables-admin-form" className="tables-form" onSubmit={submit} noValidate>
        {children}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
