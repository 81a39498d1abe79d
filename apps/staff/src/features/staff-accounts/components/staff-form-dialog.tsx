import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';

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
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** A staff account dialog: its fields, the server's refusal under them, Cancel and submit. */
export function StaffFormDialog({ open = true, ...props }: StaffFormDialogProps) {
  return (
    <Dialog
      open={open}
      title={props.title}
      onClose={props.onClose}
      actions={
        <>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" form={props.formId} variant="primary" busy={props.busy}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form id={props.formId} className="staff-form" onSubmit={props.onSubmit} noValidate>
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
