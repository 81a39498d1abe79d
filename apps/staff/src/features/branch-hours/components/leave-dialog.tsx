import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Asks before leaving the hours with unsaved changes. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
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
          <Button variant="danger" onClick={onLeave}>
            Discard changes
          </Button>
        </>
      }
    >
      <p>Your changes to the order hours are not saved yet.</p>
    </Dialog>
  );
}
