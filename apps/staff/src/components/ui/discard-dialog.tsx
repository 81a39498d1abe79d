import { Button } from './button';
import { Dialog } from './dialog';

/** Asks before unsaved changes are thrown away (leaving the page or closing a form). */
export function DiscardDialog({
  open,
  what,
  onStay,
  onDiscard,
}: {
  open: boolean;
  /** What the changes are to, as the sentence reads: 'this branch', 'the order hours'. */
  what: string;
  onStay: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog
      open={open}
      title="Discard unsaved changes?"
      onClose={onStay}
      actions={
        <>
          <Button variant="primary" onClick={onStay}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            Discard changes
          </Button>
        </>
      }
    >
      <p>Your changes to {what} are not saved yet.</p>
    </Dialog>
  );
}
