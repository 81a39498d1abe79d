import type { TOrder } from '@tableside/shared/contract/order';
import { MSG } from '@tableside/shared/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_FLAGS, useFlags } from '../../../lib/flags-store';
import { realtime } from '../../../lib/socket';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { order } from '../lib/order.fixture';
import { reloadPage } from '../lib/reload-page';
import { LiveOrderWatcher } from './live-order-watcher';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

// A stand-in for the Socket.IO connection: the test plays the server's events.
const listeners = vi.hoisted(() => new Map<string, Set<(payload: unknown) => void>>());
vi.mock('../../../lib/socket', () => ({
  realtime: {
    subscribe: vi.fn(async () => ({ ok: true })),
    unsubscribe: vi.fn(async () => ({ ok: true })),
    onReconnected: () => () => undefined,
    on: (event: string, fn: (payload: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(fn));
    },
    off: (event: string, fn: (payload: unknown) => void) => listeners.get(event)?.delete(fn),
  },
}));
vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const emit = (event: string, payload: unknown) =>
  act(() => {
    for (const fn of listeners.get(event) ?? []) fn(payload);
  });

let served: TOrder = order([]);

function Where() {
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  return <p data-testid="where">{`${location.pathname}${message ? ` | ${message}` : ''}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LiveOrderWatcher />
          </>
        ),
        children: [{ path: '*', Component: Where }],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  served = order([]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify(served), { status: 200 }),
  );
  session.set('Ids', { brandId: 1, branchId: 1, tableId: 3 });
  session.set('OrderId', 5);
  session.set('CustomerDetails', { mobile: '+919876543210', id: 2 });
  useFlags.setState({ ...INITIAL_FLAGS, initialApiSuccess: true });
});

afterEach(() => {
  cleanup();
  session.clearAll();
  listeners.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveOrderWatcher', () => {
  it('blocks ordering when another guest checks out', async () => {
    renderAt('/home');
    await settle();
    await emit('customerCheckoutPusherEvent', {
      orderId: 5,
      seq: 4,
      orderStatus: 'CHECKOUT',
      customerId: 9,
    });
    expect(where()).toBe(`/payment-in-progress-block | ${MSG.checkoutByCustomer}`);
  });

  it('keeps the guest who asked for the bill on the bill', async () => {
    renderAt('/check-out');
    await settle();
    await emit('customerCheckoutPusherEvent', {
      orderId: 5,
      seq: 4,
      orderStatus: 'CHECKOUT',
      customerId: 2,
    });
    expect(where()).toBe('/check-out');
  });

  it("ignores another order's events on the same table", async () => {
    renderAt('/home');
    await settle();
    await emit('voidEventName', { orderId: 77, seq: 1, currentOrderId: 77 });
    expect(where()).toBe('/home');
  });

  it('shows the state on logout and goes to /payment-status after 4 s', async () => {
    renderAt('/check-out');
    await settle();
    served = order([], { status: 'COMPLETED' });
    await emit('customerLogOutPusherEvent', { orderId: 5, seq: 9, orderStatus: 'COMPLETED' });
    await settle();
    expect(screen.getByRole('status').textContent).toContain(MSG.paymentSuccessful);
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(where()).toBe('/check-out');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(where()).toBe('/payment-status');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes to /session-expired after a logout of an order staff closed', async () => {
    renderAt('/home');
    await settle();
    served = order([], { status: 'COMPLETED', isSystemCompleted: true });
    await emit('customerLogOutPusherEvent', { orderId: 5, seq: 9, orderStatus: 'COMPLETED' });
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(where()).toBe('/session-expired');
  });

  it('leaves an ordering page at once when the order it reads is completed', async () => {
    served = order([], { status: 'COMPLETED' });
    renderAt('/order');
    await settle();
    expect(where()).toBe('/payment-status');
  });

  it('sends a void order to the block page', async () => {
    served = order([], { status: 'COMPLETED', isVoid: true });
    renderAt('/home');
    await settle();
    expect(where()).toBe(`/payment-in-progress-block | ${MSG.orderVoided}`);
  });

  it('does not read the order before the initial calls succeeded', async () => {
    useFlags.setState({ initialApiSuccess: false });
    served = order([], { status: 'COMPLETED' });
    renderAt('/home');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(where()).toBe('/home');
  });

  it('follows the customer channel only where the order is read', async () => {
    vi.mocked(realtime.subscribe).mockClear();
    renderAt('/verify-pin');
    await settle();
    expect(realtime.subscribe).not.toHaveBeenCalled();
    cleanup();
    renderAt('/home');
    await settle();
    expect(realtime.subscribe).toHaveBeenCalledWith('customer-1-1-3');
  });

  it('stores the new table and reloads when the order moves', async () => {
    renderAt('/home');
    await settle();
    await emit('customerRefresh', { orderId: 5, seq: 6, tableId: 4 });
    expect(session.get('Ids')).toEqual({ brandId: 1, branchId: 1, tableId: 4 });
    expect(reloadPage).toHaveBeenCalled();
  });

  it('re-reads the order every 3 minutes on the block page until it is completed', async () => {
    served = order([], { status: 'REQUEST_BILL', checkoutCustomerId: 9 });
    renderAt('/payment-in-progress-block');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    served = order([], { status: 'COMPLETED' });
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(fetch).toHaveBeenCalledTimes(3);
    // Completed: the 4 s state, then the receipt.
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Payment'));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(where()).toBe('/payment-status');
  });
});
