import { useEffect, useRef, useSyncExternalStore } from 'react';
import './ui.css';

// Short confirmations and failures, announced to screen readers. One store for the console.

type Tone = 'success' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}

const SHOW_MS = 4000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(tone: Tone, text: string) {
  const id = nextId++;
  // The same text twice in a row (two taps) shows once.
  emit([...toasts.filter((toast) => toast.text !== text), { id, tone, text }]);
  setTimeout(() => emit(toasts.filter((toast) => toast.id !== id)), SHOW_MS);
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

export function ToastViewport() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  const ref = useRef<HTMLDivElement>(null);
  // An open <dialog> sits in the top layer, above any z-index: the toasts join the top layer
  // as a popover, shown again on each new toast so they land above a dialog opened since.
  useEffect(() => {
    const viewport = ref.current;
    if (!viewport?.showPopover || list.length === 0) return;
    if (viewport.matches(':popover-open')) viewport.hidePopover();
    viewport.showPopover();
  }, [list]);
  return (
    <div ref={ref} popover="manual" className="toasts" role="status" aria-live="polite">
      {list.map((item) => (
        <p key={item.id} className={`toast toast--${item.tone}`}>
          {item.text}
        </p>
      ))}
    </div>
  );
}
