import { TOAST_DURATION_MS } from '@tableside/shared/domain/constants';
import type { ToastType } from '@tableside/shared/domain/enums';
import { MSG } from '@tableside/shared/domain/messages';
import { create } from 'zustand';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  /** null = stays until tapped. */
  durationMs: number | null;
}

export interface ToastOptions {
  /** Default 3000 ms (spec section 9); null keeps the toast until it is tapped. */
  durationMs?: number | null;
}

/** More would cover the screen on a small phone; the oldest gives way. */
const MAX_VISIBLE = 3;

interface ToastState {
  items: readonly ToastItem[];
}

export const useToastStore = create<ToastState>()(() => ({ items: [] }));

let nextId = 1;

function show(type: ToastType, message: string, options: ToastOptions = {}): number {
  const item: ToastItem = {
    id: nextId++,
    type,
    message,
    durationMs: options.durationMs === undefined ? TOAST_DURATION_MS : options.durationMs,
  };
  useToastStore.setState(({ items }) => ({
    // The same text again (a double tap, a repeated failure) replaces the old toast, which
    // restarts its timer, instead of stacking copies.
    items: [...items.filter((t) => !(t.type === type && t.message === message)), item].slice(
      -MAX_VISIBLE,
    ),
  }));
  return item.id;
}

function dismiss(id: number): void {
  useToastStore.setState(({ items }) => ({ items: items.filter((t) => t.id !== id) }));
}

/**
 * The toasts of spec section 2. Messages default to 'Oops! There was an error. Please try
 * again.', so a failure without a text still tells the guest something went wrong.
 */
export const toast = {
  show: (type: ToastType, message: string = MSG.defaultToast, options?: ToastOptions) =>
    show(type, message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string = MSG.defaultToast, options?: ToastOptions) =>
    show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss,
  clear: () => useToastStore.setState({ items: [] }),
};
