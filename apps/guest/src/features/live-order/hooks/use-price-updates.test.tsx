import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../components/ui/toast-store';
import { usePriceUpdates } from './use-price-updates';

const handlers = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());

vi.mock('../../../lib/socket', () => ({
  realtime: {
    on: (event: string, fn: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(fn);
    },
    off: (event: string, fn: (payload: unknown) => void) => handlers.get(event)?.delete(fn),
    subscribe: async () => ({ ok: true }),
    unsubscribe: async () => ({ ok: true }),
    onReconnected: () => () => undefined,
  },
}));

const emit = (payload: unknown) =>
  act(() => {
    for (const fn of handlers.get('updatePrice') ?? []) fn(payload);
  });

const messages = () => useToastStore.getState().items.map((item) => item.message);

function mount() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => usePriceUpdates(2), { wrapper });
}

afterEach(() => {
  cleanup();
  handlers.clear();
  useToastStore.setState({ items: [] });
});

describe('usePriceUpdates', () => {
  it('names the dish that ran out, without saying prices changed', () => {
    mount();
    emit({ branchId: 2, reason: 'stock', soldOut: ['Matka Kulfi'] });
    expect(messages()).toEqual(['Matka Kulfi is now out of stock']);
  });

  it('says nothing for a dish coming back', () => {
    mount();
    emit({ branchId: 2, reason: 'stock' });
    expect(messages()).toEqual([]);
  });

  it("says 'Prices have been changed!' for a price change only", () => {
    mount();
    emit({ branchId: 2, reason: 'price' });
    expect(messages()).toEqual(['Prices have been changed!']);
  });

  it("ignores another branch's change", () => {
    mount();
    emit({ branchId: 3, reason: 'stock', soldOut: ['Matka Kulfi'] });
    expect(messages()).toEqual([]);
  });
});
