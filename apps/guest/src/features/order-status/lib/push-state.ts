import { create } from 'zustand';

/** The last order event of the customer channel this page acted on. */
export type PushEvent =
  | { type: 'checkout'; customerId: number | null }
  | { type: 'logout' }
  | { type: 'void' };

interface PushState {
  last: PushEvent | null;
  record: (event: PushEvent) => void;
  clear: () => void;
}

/**
 * Push event state (spec section 7): cleared 2 s after each route change, so an event that
 * was handled on one page does not colour a later visit to another.
 */
export const usePushState = create<PushState>()((set) => ({
  last: null,
  record: (event) => set({ last: event }),
  clear: () => set({ last: null }),
}));
