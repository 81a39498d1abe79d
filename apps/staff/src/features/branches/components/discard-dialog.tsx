import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Asks before unsaved changes to a branch are thrown away. */
export function DiscardDialog({
  open,
  onStay,
  onDiscard,
}: {
  open: boolean;
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
      <p>Your changes to this branch are not saved yet.</p>
    </Dialog>
  );
}
