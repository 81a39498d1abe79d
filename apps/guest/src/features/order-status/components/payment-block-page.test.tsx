import type { TOrder } from '@tableside/shared/contract/order';
import { MSG } from '@tableside/shared/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockPageState } from '../../../lib/block-page-state';
import { session } from '../../../lib/storage';
import { group, item, order } from '../lib/order.fixture';
import { usePushState } from '../lib/push-state';
import { PaymentBlockPage } from './payment-block-page';

const cart = order([
  group(1, 'COMPLETED', [item(10, { status: 'DELIVERED' })]),
  group(2, 'NEW', [item(20), item(21)]),
]);
const cleared = order([group(1, 'COMPLETED', [item(10, { status: 'DELIVERED' })])]);

let answer: (url: URL, method: string) => Response;
const calls: string[] = [];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBlock(state: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/payment-in-progress-block',
        element: <PaymentBlockPage orderId={5} customerId={2} />,
      },
      { path: '*', Component: Where },
    ],
    { initialEntries: [{ pathname: '/payment-in-progress-block', state }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls.length = 0;
  session.set('Ids', { brandId: 1, branchId: 1, tableId: 3 });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    return answer(url, method);
  });
});

afterEach(() => {
  cleanup();
  session.clearAll();
  usePushState.getState().clear();
  vi.restoreAllMocks();
});

describe('PaymentBlockPage', () => {
  it('clears the unconfirmed items one by one, then opens the bill', async () => {
    answer = (url) => (url.pathname.endsWith('/update-quantity') ? json(cleared) : json(cart));
    renderBlock(blockPageState({ message: MSG.clearingPendingItems, clearCart: true }));
    expect(screen.getByRole('heading').textContent).toBe(MSG.clearingPendingItems);
    expect((await screen.findByTestId('where')).textContent).toBe('/check-out');
    expect(calls).toEqual([
      'GET /v1/order/public?id=5',
      'PUT /v1/order-items/public/update-quantity?id=20&price=0&quantity=0',
      'PUT /v1/order-items/public/update-quantity?id=21&price=0&quantity=0',
    ]);
  });

  it("stops at a failure with the answer's text, and tries again on request", async () => {
    answer = (url) =>
      url.pathname.endsWith('/update-quantity')
        ? json({ message: MSG.orderItemAlreadyConfirmed }, 409)
        : json(cart);
    renderBlock(blockPageState({ message: MSG.clearingPendingItems, clearCart: true }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.orderItemAlreadyConfirmed);
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(1);
    answer = (url) => (url.pathname.endsWith('/update-quantity') ? json(cleared) : json(cart));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/check-out');
  });

  it('falls back to the default text when the failure says nothing', async () => {
    answer = (url) =>
      url.pathname.endsWith('/update-quantity') ? new Response('', { status: 500 }) : json(cart);
    renderBlock(blockPageState({ clearCart: true }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.updateQuantityFailed);
  });

  it('shows the message it was sent with', () => {
    answer = () => json(cart);
    renderBlock(blockPageState({ message: MSG.checkoutByWaiter }));
    expect(screen.getByRole('heading').textContent).toBe(MSG.checkoutByWaiter);
    expect(calls).toEqual([]);
  });

  it('reads who checks out from the order when sent without a message', async () => {
    answer = () =>
      json({ ...cart, status: 'REQUEST_BILL', checkoutCustomerId: 9 } satisfies TOrder);
    renderBlock(null);
    expect((await screen.findByRole('heading')).textContent).toBe(
      'You cannot place orders as table is being checked out.',
    );
  });

  it('opens the bill for the guest who asked for it', async () => {
    answer = () =>
      json({ ...cart, status: 'REQUEST_BILL', checkoutCustomerId: 2 } satisfies TOrder);
    renderBlock(null);
    expect((await screen.findByTestId('where')).textContent).toBe('/check-out');
  });
});
