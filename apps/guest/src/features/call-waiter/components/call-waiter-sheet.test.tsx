import type { TOrder } from '@tableside/shared/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryKey } from '../../../lib/order-query-key';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { CallWaiterSheet } from './call-waiter-sheet';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const ORDER: TOrder = {
  id: 7,
  status: 'NEW',
  isSystemCompleted: false,
  isVoid: false,
  isVerified: true,
  code: '1234',
  tables: [{ id: 3 }],
  tableNames: ['3'],
  orderGroups: [],
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterStatus: null,
  checkoutCustomerId: null,
  seq: 1,
  customers: [],
};

/** Holds each call-waiter request until the test answers it. */
const held: { url: string; answer: () => void }[] = [];

beforeEach(() => {
  held.length = 0;
  session.clearAll();
  session.set('OrderId', 7);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          const reasons = new URL(url, 'http://app').searchParams.getAll('callWaiterReasons');
          const answered = { ...ORDER, callWaiter: true, callWaiterReasons: reasons };
          held.push({ url, answer: () => resolve(new Response(JSON.stringify(answered))) });
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CallWaiterSheet', () => {
  it('sends a second reason while the first is still on its way', async () => {
    const client = new QueryClient();
    client.setQueryData(orderQueryKey(7), ORDER);
    render(
      <QueryClientProvider client={client}>
        <CallWaiterSheet open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Water' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cutlery' }));
    // A second tap on a reason in flight sends nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'Water' }));
    expect(held.map((call) => new URL(call.url, 'http://app').search)).toEqual([
      expect.stringContaining('callWaiterReasons=WATER'),
      expect.stringContaining('callWaiterReasons=CUTLERY'),
    ]);
    for (const call of held) call.answer();
    expect(await screen.findByText('The waiter has been told: Cutlery.')).toBeTruthy();
  });
});
