import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useDiscardGuard } from '../../../lib/use-discard-guard';

interface StaffFormDialogProps {
  open?: boolean;
  title: string;
  /** The form's id: the footer's submit button sits outside the form and names it. */
  formId: string;
  submitLabel: string;
  /** The request is running: the submit button spins and takes no second tap. */
  busy: boolean;
  /** The request's failure, as the server worded it. */
  error: Error | null;
  /** Something was typed: closing or leaving asks before it is thrown away. */
  dirty?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A staff account dialog: its fields, the server's refusal under them, Cancel and submit. */
export function StaffFormDialog({ open = true, dirty = false, ...props }: StaffFormDialogProps) {
  // The question replaces the form inside the same dialog, not a second dialog over it.
  const { dialogProps, requestClose: close } = useDiscardGuard(open && dirty, props.onClose);
  const confirming = dialogProps.open;

  return (
    <Dialog
      open={open}
      title={props.title}
      onClose={close}
      actions={
        confirming ? (
          <>
            <Button onClick={dialogProps.onStay}>Keep editing</Button>
            <Button variant="danger" onClick={dialogProps.onDiscard}>
              Discard changes
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" form={props.formId} variant="primary" busy={props.busy}>
              {props.submitLabel}
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <p className="staff-form__error" role="alert">
          Discard your changes? They are not saved.
        </p>
      ) : null}
      <form
        id={props.formId}
        className="staff-form"
        onSubmit={props.onSubmit}
        noValidate
        hidden={confirming}
      >
        {props.children}
        {props.error ? (
          <p className="staff-form__error" role="alert">
            {errorMessage(props.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
