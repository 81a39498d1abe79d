import { X } from 'lucide-react';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focus-trap';
import { IconButton } from './icon-button';
import './sheet.css';
import { useTexts } from '../../lib/i18n/use-texts';

export interface SheetProps {
  open: boolean;
  /** Escape, a tap on the backdrop and the close button all call this. */
  onClose: () => void;
  /** The sheet's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Stays at the bottom while the body scrolls (primary actions). */
  footer?: ReactNode;
  /** Receives focus on open; by default the sheet's first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

/** Mirrors --ts-duration-base: the sheet stays mounted until its exit animation ends. */
const EXIT_MS = 240;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The page behind the sheet: made inert so taps, Tab and screen readers stay in the sheet. */
const appRoot = () => document.getElementById('root');

/** The elements around the opener, nearest first, read when the sheet opens. */
const containersOf = (opener: HTMLElement | null): HTMLElement[] => {
  const boxes: HTMLElement[] = [];
  for (let box = opener?.parentElement; box && box !== document.body; box = box.parentElement) {
    boxes.push(box);
  }
  return boxes;
};

/**
 * Focus goes back to what opened the sheet; when that is gone (ADD turned into a counter), to
 * the first control of its nearest container still on the page, not to the document's top.
 */
function returnFocus(opener: HTMLElement | null, containers: readonly HTMLElement[]): void {
  if (opener?.isConnected) {
    opener.focus({ preventScroll: true });
    return;
  }
  const box = containers.find((element) => element.isConnected);
  if (box) focusableIn(box)[0]?.focus({ preventScroll: true });
}

/**
 * A modal bottom sheet: slides up, traps focus, returns focus to what opened it, closes on
 * Escape and on a backdrop tap, and locks the page's scroll while open.
 */
export function Sheet({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocus,
  closeLabel = 'Close',
}: SheetProps) {
  const { tx } = useTexts();
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  // Mount, then show on the next frame so the slide-up transition runs; hide, then unmount.
  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), prefersReducedMotion() ? 0 : EXIT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!mounted) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const containers = containersOf(opener);
    const root = appRoot();
    const previousOverflow = document.body.style.overflow;
    if (root) root.inert = true;
    document.body.style.overflow = 'hidden';
    const target =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current;
    target?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestOnClose.current();
        return;
      }
      if (panel.current) trapTab(event, panel.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (root) root.inert = false;
      document.body.style.overflow = previousOverflow;
      returnFocus(opener, containers);
    };
  }, [mounted, initialFocus]);

  if (!mounted) return null;
  return createPortal(
    <div className="ts-sheet" data-state={shown ? 'open' : 'closed'}>
      <div className="ts-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="ts-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="ts-sheet__grabber" aria-hidden="true" />
        <header className="ts-sheet__header">
          <h2 id={titleId} className="ts-sheet__title">
            {typeof title === 'string' ? tx(title) : title}
          </h2>
          <IconButton
            label={tx(closeLabel)}
            icon={<X size={22} aria-hidden="true" />}
            onClick={onClose}
          />
        </header>
        <div className="ts-sheet__body">{children}</div>
        {footer && <div className="ts-sheet__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
