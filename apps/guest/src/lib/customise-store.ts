import type { TOrderItem } from '@tableside/shared/contract/order';
import { create } from 'zustand';

// Which customisation sheet is open. Menu cards, search results, promotion items and My Orders
// open it; the customise feature's host renders it. A store in lib keeps those features apart.

export type CustomiseRequest =
  /** A new line of the product (ADD on a customisable card, 'I'll choose'). */
  | { kind: 'add'; productMasterId: number; productName: string }
  /** A cart line's customisation replaced (`?orderItemId=`). */
  | { kind: 'edit'; productMasterId: number; productName: string; item: TOrderItem }
  /** + on a customised card: repeat an earlier customisation or choose again. */
  | { kind: 'repeat'; productMasterId: number; productName: string };

interface CustomiseState {
  request: CustomiseRequest | null;
  /** Counts the requests, so a sheet opened again for the same product starts afresh. */
  serial: number;
  open: (request: CustomiseRequest) => void;
  close: () => void;
}

export const useCustomiseStore = create<CustomiseState>()((set) => ({
  request: null,
  serial: 0,
  open: (request) => set((state) => ({ request, serial: state.serial + 1 })),
  close: () => set({ request: null }),
}));
