import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnnounceStore } from '../../../components/ui/announce-store';
import { useToastStore } from '../../../components/ui/toast-store';
import { INITIAL_FLAGS, useFlags } from '../../../lib/flags-store';
import { orderQueryKey } from '../../../lib/order-query-key';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { useLiveOrder } from './use-live-order';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const handlers = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
const subscribed = vi.hoisted(() => new Set<string>());
// Joins answered by the test, one at a time, when it holds them back.
const held = vi.hoisted(() => ({ on: false, acks: [] as Array<() => void> }));

vi.mock('../../../lib/socket', () => ({
  realtime: {
    on: (event: string, fn: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(fn);
    },
    off: (event: string, fn: (payload: unknown) => void) => handlers.get(event)?.delete(fn),
    subscribe: async (channel: string) => {
      subscribed.add(channel);
      if (held.on) await new Promise<void>((resolve) => held.acks.push(resolve));
      return { ok: true };
    },
    unsubscribe: async (channel: string) => {
      subscribed.delete(channel);
      return { ok: true };
    },
    onReconnected: () => () => undefined,
    restart: () => undefined,
  },
}));

const emit = (event: string, payload: unknown) =>
  act(() => {
    for (const fn of handlers.get(event) ?? []) fn(payload);
  });

const item = (id: number, quantity: number): TOrderItem => ({
  id,
  quantity,
  cancelledQuantity: 0,
  price: 100 * quantity,
  unitPrice: 100,
  status: 'NEW',
  instructions: [],
  modifiers: [],
  orderItemModifierQuantityMappings: [],
  isMenuItemAvailable: true,
  topMostCategory: 'Mains',
  productMasterId: 1,
  actionType: 'ADD',
  orderTimeStamp: '2025-01-31T18:30:00.000Z',
  customerId: 1,
  customerName: 'Asha',
  menuItemMaster: {
    id: 1,
    displayName: 'Dal',
    foodType: 'VEGETARIAN',
    productVariant: { size: { size: 'Regular' } },
    productMaster: { id: 1 },
  },
  image: null,
});

const group = (id: number, items: TOrderItem[]): TOrderGroup => ({
  id,
  status: 'NEW',
  orderNumber: 1,
  orderItems: items,
  confirmedAt: null,
});

const ORDER: TOrder = {
  id: 7,
  status: 'NEW',
  isSystemCompleted: false,
  isVoid: false,
  isVerified: false,
  code: '1234',
  tables: [{ id: 3 }],
  tableNames: ['3'],
  orderGroups: [group(11, [item(1, 1)])],
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterStatus: null,
  checkoutCustomerId: null,
  seq: 4,
  customers: [],
};

let fetches = 0;
let client: QueryClient;

beforeEach(() => {
  fetches = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      fetches += 1;
      return new Response(JSON.stringify(ORDER), { status: 200 });
    }),
  );
  session.set('Ids', { brandId: 1, branchId: 2, tableId: 3 });
  session.set('tenant', {
    id: 1,
    tenantName: 'Brew',
    databaseName: 'brew',
    shortName: 'brew room',
  });
  session.set('Branch', {
    id: 2,
    branchId: 2,
    branchName: 'I',
    shortName: 'indira',
    displayName: 'I',
    currency: 'INR',
    locale: 'en-IN',
  });
  session.set('OrderId', 7);
  session.set('CustomerDetails', { mobile: '+919876543210', id: 1 });
  useFlags.setState({ ...INITIAL_FLAGS, initialApiSuccess: true });
  client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(orderQueryKey(7), ORDER);
});

afterEach(() => {
  useToastStore.setState({ items: [] });
  useAnnounceStore.setState({ latest: null });
  held.on = false;
  held.acks = [];
  cleanup();
  session.clearAll();
  handlers.clear();
  vi.unstubAllGlobals();
});

function mount() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveOrder(), { wrapper });
}

const cached = () => client.getQueryData<TOrder>(orderQueryKey(7));

describe('useLiveOrder', () => {
  it('holds the cart channel of the table and the customer channel', () => {
    mount();
    expect(subscribed).toEqual(new Set(['brew-room-indira-3', 'customer-1-2-3']));
  });

  it('reads the order again once, after both of its channels are joined', async () => {
    held.on = true;
    mount();
    await vi.waitFor(() => expect(held.acks).toHaveLength(2));
    act(() => held.acks[0]?.());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toBe(0);
    act(() => held.acks[1]?.());
    await vi.waitFor(() => expect(fetches).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toBe(1);
  });

  it('merges a cart update into the cached order by item id', () => {
    mount();
    emit('updateOrderCart', {
      orderId: 7,
      seq: 5,
      orderGroups: [group(11, [item(1, 3), item(2, 1)])],
    });
    expect(cached()?.orderGroups[0]?.orderItems.map((i) => [i.id, i.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(cached()?.seq).toBe(5);
    expect(fetches).toBe(0);
  });

  it("announces another guest's cart change once, and never the guest's own", () => {
    mount();
    const theirs = {
      orderId: 7,
      seq: 5,
      orderGroups: [group(11, [item(1, 1), item(2, 2)])],
      changedBy: { customerId: 2, name: 'Rohan' },
    };
    emit('updateOrderCart', theirs);
    expect(useAnnounceStore.getState().latest?.text).toBe('Rohan added 2 × Dal');
    const first = useAnnounceStore.getState().latest;
    // A redelivery is not news; the guest's own change (customer 1) is on their screen already.
    emit('updateOrderCart', theirs);
    emit('updateOrderCart', {
      orderId: 7,
      seq: 6,
      orderGroups: [group(11, [item(1, 4)])],
      changedBy: { customerId: 1, name: 'Asha' },
    });
    expect(useAnnounceStore.getState().latest).toBe(first);
  });

  it('tells the guest of a staff cancellation with its reason, once', () => {
    mount();
    const cancelled = {
      orderId: 7,
      seq: 5,
      orderGroups: [group(11, [{ ...item(1, 0), status: 'CANCELLED', cancelledQuantity: 1 }])],
      cancellation: { orderItemId: 1, itemName: 'Dal', quantity: 1, reason: 'out of dal' },
    };
    emit('updateOrderCart', cancelled);
    // The same event again (a redelivery) is not news.
    emit('updateOrderCart', cancelled);
    expect(useToastStore.getState().items).toEqual([
      expect.objectContaining({ type: 'warning', message: '1 × Dal cancelled: out of dal' }),
    ]);
    // The line itself goes, as any update to quantity 0 does.
    expect(cached()?.orderGroups).toEqual([]);
  });

  it('a cart update without a cancellation shows no toast', () => {
    mount();
    emit('updateOrderCart', { orderId: 7, seq: 5, orderGroups: [group(11, [item(1, 2)])] });
    expect(useToastStore.getState().items).toEqual([]);
  });

  it('ignores events of another order and events already seen', () => {
    mount();
    emit('updateOrderCart', { orderId: 8, seq: 5, orderGroups: [group(11, [item(1, 9)])] });
    emit('updateOrderCart', { orderId: 7, seq: 4, orderGroups: [group(11, [item(1, 9)])] });
    expect(cached()?.orderGroups[0]?.orderItems[0]?.quantity).toBe(1);
  });

  it('reads the order again after a gap in seq', async () => {
    mount();
    emit('confirmedOrderCart', { orderId: 7, seq: 9, orderGroupId: 11 });
    expect(cached()?.orderGroups[0]?.status).toBe('IN_PROGRESS');
    await vi.waitFor(() => expect(fetches).toBe(1));
  });

  it('counts a split bill event, so the next order event is no gap', async () => {
    held.on = true; // no read after the joins: only a gap could ask for one
    mount();
    emit('billSharesUpdate', { orderId: 7, seq: 5 });
    emit('confirmedOrderCart', { orderId: 7, seq: 6, orderGroupId: 11 });
    expect(cached()?.orderGroups[0]?.status).toBe('IN_PROGRESS');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toBe(0);
  });

  it("shows the kitchen's progress on an item without reading the order again", () => {
    mount();
    emit('orderItemPrepStatus', {
      orderId: 7,
      seq: 5,
      orderGroupId: 11,
      orderItemId: 1,
      prepStatus: 'READY',
    });
    expect(cached()?.orderGroups[0]?.orderItems[0]?.prepStatus).toBe('READY');
    expect(cached()?.seq).toBe(5);
    expect(fetches).toBe(0);
  });

  it('marks the table verified for the banner and the slider', () => {
    mount();
    emit('customerPusherEvent', { orderId: 7, seq: 5, type: 'TABLE_VERIFIED' });
    expect(session.get('TableVerification')).toBe('VERIFIED');
    expect(cached()?.isVerified).toBe(true);
  });

  it('keeps the call-waiter state of the event', () => {
    mount();
    emit('customerCallWaiterPusherEvent', {
      orderId: 7,
      seq: 5,
      callWaiterReasons: ['WATER'],
      callWaiterStatus: 'REQUESTED',
    });
    expect(cached()?.callWaiterReasons).toEqual(['WATER']);
    expect(cached()?.callWaiterStatus).toBe('REQUESTED');
  });

  it('reads the order again on refreshCart', async () => {
    mount();
    emit('refreshCart', { orderId: 7, seq: 5 });
    await vi.waitFor(() => expect(fetches).toBe(1));
  });
});
