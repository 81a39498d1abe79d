import type { TOrder } from '@tableside/shared/contract/order';
import { MSG } from '@tableside/shared/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_FLAGS, useFlags } from '../../../lib/flags-store';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { order } from '../lib/order.fixture';
import { LiveOrderWatcher } from './live-order-watcher';

// Issue 12, defect 9: the realtime client loads after the page, so an event the server sends
// before the socket joined the order's channel (or while it was away) never arrives. The app's
// realtime client runs for real here; only the Socket.IO library, the network, is played by
// the test: it holds the connection back, and delivers an event only to a joined channel.

await loadStorageSchemas();

type Handler = (...args: unknown[]) => void;
const wire = vi.hoisted(() => ({
  connected: false,
  handlers: new Map<string, Set<(...args: unknown[]) => void>>(),
  /** Requests the library buffers until the connection is up, as Socket.IO does. */
  queued: [] as Array<() => void>,
  /** The rooms the server holds this connection in; a new connection has none. */
  rooms: new Set<string>(),
}));

vi.mock('socket.io-client', () => {
  const socket = {
    on(event: string, fn: Handler) {
      wire.handlers.set(event, (wire.handlers.get(event) ?? new Set()).add(fn));
      return socket;
    },
    off(event: string, fn: Handler) {
      wire.handlers.get(event)?.delete(fn);
      return socket;
    },
    timeout: () => ({
      emit(event: string, request: { channel: string }, ack: (err: null, r: unknown) => void) {
        const send = () => {
          if (event === 'subscribe') wire.rooms.add(request.channel);
          else wire.rooms.delete(request.channel);
          ack(null, { ok: true });
        };
        if (wire.connected) send();
        else wire.queued.push(send);
      },
    }),
    disconnect: () => undefined,
    connect: () => undefined,
  };
  // The library is loaded; its connection comes up when the test says.
  return { io: () => socket };
});

const CHANNEL = 'customer-1-1-3';
const fire = (event: string, ...args: unknown[]) => {
  for (const fn of wire.handlers.get(event) ?? []) fn(...args);
};
/** The connection comes up (first or again): 'connect', then the buffered requests go out. */
const connect = () =>
  act(async () => {
    wire.connected = true;
    fire('connect');
    for (const send of wire.queued.splice(0)) send();
    await vi.advanceTimersByTimeAsync(0);
  });
/** The connection is lost, and with it the server's rooms. */
const dropConnection = () => {
  wire.connected = false;
  wire.rooms.clear();
};
/** The server sends to the channel's room: a connection not in it gets nothing. */
const serverSends = (event: string, payload: unknown) =>
  act(() => {
    if (wire.rooms.has(CHANNEL)) fire(event, payload);
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
/** lib/socket loads the library once the page is settled: jsdom has no idle callback, so 200 ms. */
const pageSettles = () => act(() => vi.advanceTimersByTimeAsync(250));
const WAITER_CHECKOUT = { orderId: 5, seq: 4, orderStatus: 'CHECKOUT', customerId: null };
const BLOCKED_BY_WAITER = `/payment-in-progress-block | ${MSG.checkoutByWaiter}`;

beforeEach(() => {
  vi.useFakeTimers();
  dropConnection();
  wire.queued = [];
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
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('an order event the socket could not hear', () => {
  it('still takes the guest off /home when the waiter checks out before the socket joined', async () => {
    renderAt('/home');
    await pageSettles();
    expect(where()).toBe('/home');

    // The waiter starts checkout while the socket is still held back: the event is lost.
    served = order([], { status: 'CHECKOUT', checkoutCustomerId: null });
    await serverSends('customerCheckoutPusherEvent', WAITER_CHECKOUT);
    expect(where()).toBe('/home');

    await connect();
    await settle();
    expect(wire.rooms.has(CHANNEL)).toBe(true);
    expect(where()).toBe(BLOCKED_BY_WAITER);
  });

  it('still takes the guest off /home when the waiter checks out while the socket was away', async () => {
    renderAt('/home');
    await pageSettles();
    await connect();
    await settle();
    expect(where()).toBe('/home');

    dropConnection();
    served = order([], { status: 'CHECKOUT', checkoutCustomerId: null });
    await serverSends('customerCheckoutPusherEvent', WAITER_CHECKOUT);
    expect(where()).toBe('/home');

    // Socket.IO reconnects by itself: a new connection, joined again.
    await connect();
    await settle();
    expect(wire.rooms.has(CHANNEL)).toBe(true);
    expect(where()).toBe(BLOCKED_BY_WAITER);
  });
});
