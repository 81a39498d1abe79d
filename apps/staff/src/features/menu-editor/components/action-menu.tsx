import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './action-menu.css';

interface ActionMenuProps {
  /** The button's accessible name, e.g. 'More for Starters'. */
  label: string;
  /** What the button shows (an icon, or short text). */
  trigger: ReactNode;
  className?: string;
  /** The menu's content; `close` returns focus to the button. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure with a few actions (buttons or a small form): opens under its button, closes on
 * Escape, on a click elsewhere and after an action, and hands focus back to its button.
 */
export function ActionMenu({ label, trigger, className, children }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    root.current
      ?.querySelector<HTMLElement>('.action-menu__panel button, .action-menu__panel input')
      ?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes the menu only (not a dialog around it) and hands focus back.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const node = root.current;
    document.addEventListener('pointerdown', onPointer);
    node?.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      node?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`action-menu ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className="action-menu__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open ? (
        <div id={id} className="action-menu__panel">
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
