import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import './order-dialogs.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The action's state: busy while it runs, its refusal shown in the dialog. */
  mutation: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, confirmLabel, mutation, onConfirm, onClose, children } = props;
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>Back</Button>
          <Button variant="danger" busy={mutation.isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {mutation.isError ? (
        <p className="order-dialog__error" role="alert">
          {errorMessage(mutation.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
