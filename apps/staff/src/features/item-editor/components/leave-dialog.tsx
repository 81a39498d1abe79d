import type { Blocker } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Asks before leaving with unsaved changes (the router held the navigation). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  return (
    <Dialog
      open={open}
      title="Leave without saving?"
      onClose={stay}
      actions={
        <>
          <Button variant="primary" onClick={stay}>
            Stay and keep editing
          </Button>
          <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave and lose changes
          </Button>
        </>
      }
    >
      <p>Your changes to this item are not saved yet.</p>
    </Dialog>
  );
}
