import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_FLAGS, selectGlobalLoader, useFlags } from './flags-store';

describe('flags store', () => {
  beforeEach(() => useFlags.setState(INITIAL_FLAGS));

  it('starts with the spec defaults (footer height 70)', () => {
    const state = useFlags.getState();
    expect(state.footerHeight).toBe(70);
    expect(selectGlobalLoader(state)).toBe(false);
  });

  it('keeps the loader on until every reason has let go', () => {
    const { setLoader } = useFlags.getState();
    setLoader('initial-data', true);
    setLoader('clear-cart', true);
    setLoader('initial-data', true);
    setLoader('initial-data', false);
    expect(selectGlobalLoader(useFlags.getState())).toBe(true);
    setLoader('clear-cart', false);
    expect(selectGlobalLoader(useFlags.getState())).toBe(false);
  });

  it('sets flags without touching the others', () => {
    useFlags.getState().setFlags({ unconfirmedCount: 3, orderTimeClosed: true });
    const state = useFlags.getState();
    expect(state.unconfirmedCount).toBe(3);
    expect(state.orderTimeClosed).toBe(true);
    expect(state.allMenuItemsAvailable).toBe(true);
  });
});
