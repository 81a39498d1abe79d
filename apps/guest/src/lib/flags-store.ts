import { DEFAULT_FOOTER_HEIGHT } from '@tableside/shared/domain/constants';
import { create } from 'zustand';

// The client flags of spec section 3. Server data stays in the query cache; these are the
// app's own switches that several screens read.

export interface FlagsState {
  /**
   * Who currently asks for the full-screen loader. A set of reasons rather than one boolean,
   * so one finished task cannot hide the loader another task still needs.
   */
  loaderReasons: readonly string[];
  tenantFetched: boolean;
  branchFetched: boolean;
  tableStatusFetched: boolean;
  /** Tenant, branch and table status all answered successfully. */
  initialApiSuccess: boolean;
  orderTimeClosed: boolean;
  /** Set by Pay Bill when unconfirmed items must be cleared before checkout. */
  clearCartRequested: boolean;
  checkoutDisabled: boolean;
  footerHeight: number;
  unconfirmedCount: number;
  pendingGroupExists: boolean;
  allMenuItemsAvailable: boolean;
}

export interface FlagsActions {
  setLoader: (reason: string, on: boolean) => void;
  setFlags: (patch: Partial<Omit<FlagsState, 'loaderReasons'>>) => void;
}

export const INITIAL_FLAGS: FlagsState = {
  loaderReasons: [],
  tenantFetched: false,
  branchFetched: false,
  tableStatusFetched: false,
  initialApiSuccess: false,
  orderTimeClosed: false,
  clearCartRequested: false,
  checkoutDisabled: true,
  footerHeight: DEFAULT_FOOTER_HEIGHT,
  unconfirmedCount: 0,
  pendingGroupExists: false,
  allMenuItemsAvailable: true,
};

export const useFlags = create<FlagsState & FlagsActions>()((set) => ({
  ...INITIAL_FLAGS,
  setLoader: (reason, on) =>
    set((state) => {
      const has = state.loaderReasons.includes(reason);
      if (on === has) return state;
      return {
        loaderReasons: on
          ? [...state.loaderReasons, reason]
          : state.loaderReasons.filter((r) => r !== reason),
      };
    }),
  setFlags: (patch) => set(patch),
}));

/** The global loading flag of spec section 2: true while any reason holds the loader. */
export const selectGlobalLoader = (state: FlagsState): boolean => state.loaderReasons.length > 0;
