import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import './ui.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons of the dialog's footer. */
  actions?: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and returns focus
 * to the control that opened it.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
              <X aria-hidden="true" />
            </button>
          </header>
          <div className="dialog__body">{children}</div>
          {actions ? <footer className="dialog__actions">{actions}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
