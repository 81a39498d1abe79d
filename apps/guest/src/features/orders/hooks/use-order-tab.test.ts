import { ORDER_TAB_IDS } from '@tableside/shared/domain/enums';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_FLAGS, useFlags } from '../../../lib/flags-store';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { useOrderTab } from './use-order-tab';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

afterEach(() => {
  session.clearAll();
  useFlags.setState(INITIAL_FLAGS);
});

describe('useOrderTab', () => {
  it('starts on Pending and keeps the chosen tab per session', () => {
    const { result } = renderHook(() => useOrderTab(false));
    expect(result.current.active).toBe(ORDER_TAB_IDS.PENDING);
    act(() => result.current.select(ORDER_TAB_IDS.COMPLETED));
    expect(result.current.active).toBe(ORDER_TAB_IDS.COMPLETED);
    expect(session.get('activeOrderHeaderTab')).toBe(ORDER_TAB_IDS.COMPLETED);
  });

  it('goes back to Pending when unconfirmed items appear', () => {
    session.set('activeOrderHeaderTab', ORDER_TAB_IDS.COMPLETED);
    const { result, rerender } = renderHook(({ unconfirmed }) => useOrderTab(unconfirmed), {
      initialProps: { unconfirmed: false },
    });
    expect(result.current.active).toBe(ORDER_TAB_IDS.COMPLETED);
    rerender({ unconfirmed: true });
    expect(result.current.active).toBe(ORDER_TAB_IDS.PENDING);
  });

  it('shows Completed and disables Pending while ordering is closed', () => {
    act(() => useFlags.getState().setFlags({ orderTimeClosed: true }));
    const { result } = renderHook(() => useOrderTab(true));
    expect(result.current.active).toBe(ORDER_TAB_IDS.COMPLETED);
    expect(result.current.pendingDisabled).toBe(true);
  });
});
