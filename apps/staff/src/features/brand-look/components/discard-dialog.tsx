import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Asks before leaving the page with an unsaved look. */
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
      <p>Your changes to the brand look are not saved yet.</p>
    </Dialog>
  );
}
