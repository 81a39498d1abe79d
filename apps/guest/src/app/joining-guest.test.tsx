import type { TOrder } from '@tableside/shared/contract/order';
import { MSG } from '@tableside/shared/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyPin } from '../features/check-in/components/verify-pin';
import { group, item, order } from '../features/order-status/lib/order.fixture';
import { PendingList } from '../features/orders/components/pending-list';
import { VerificationBanner } from '../features/table-verification/components/verification-banner';
import { useVerificationSync } from '../features/table-verification/hooks/use-verification-sync';
import { INITIAL_FLAGS, useFlags } from '../lib/flags-store';
import { useOrder } from '../lib/order-query';
import { orderQueryKey } from '../lib/order-query-key';
import { RouterNavigation } from '../lib/router-navigation';
import { loadStorageSchemas, session } from '../lib/storage';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const PIN = '0427';
// The table the guest joins: its PIN is the order's code, and staff have not verified it.
let served: TOrder = order([group(21, 'NEW', [item(1)])], { id: 12, code: PIN, isVerified: false });

/** The menu and the Pending tab as the ordering shell runs them. */
function JoinedScreen() {
  useVerificationSync();
  const current = useOrder().data;
  return (
    <>
      <VerificationBanner />
      {current && <PendingList order={current} onConfirmed={() => undefined} />}
    </>
  );
}

let client: QueryClient;

function renderJoin() {
  const router = createMemoryRouter(
    [
      {
        element: <RouterNavigation />,
        children: [
          { path: '/verify-pin', element: <VerifyPin orderId={12} primaryName="Asha" /> },
          { path: '/home', element: <JoinedScreen /> },
        ],
      },
    ],
    { initialEntries: ['/verify-pin'] },
  );
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const confirmButton = () =>
  screen.getByRole('button', { name: 'Confirm order' }) as HTMLButtonElement;

beforeEach(() => {
  served = order([group(21, 'NEW', [item(1)])], { id: 12, code: PIN, isVerified: false });
  // The server: the PIN is right; the order is read as it stands.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/verify-table')
        ? { isVerified: true, orderId: 12, customerDetails: { deviceId: 'device-0001' } }
        : served;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  session.set('Ids', { brandId: 1, branchId: 2, tableId: 3 });
  session.set('CustomerDetails', { mobile: '+919876543210', id: 5, primaryName: 'Asha' });
  session.set('OrderId', 12);
  session.set('CheckIn', 'JOIN');
  useFlags.setState({ ...INITIAL_FLAGS, initialApiSuccess: true });
});

afterEach(() => {
  cleanup();
  session.clearAll();
  vi.unstubAllGlobals();
});

describe('a guest who joins the table with its PIN', () => {
  it('sees the banner and cannot confirm until the staff verify the table', async () => {
    renderJoin();
    await userEvent.click(screen.getByLabelText('Table PIN, digit 1 of 4'));
    await userEvent.keyboard(PIN);
    await userEvent.click(screen.getByRole('button', { name: 'Join Table' }));

    expect(await screen.findByRole('heading', { name: MSG.verifyBannerTitle })).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);
    expect(session.get('TableVerification')).toBe('NOT_VERIFIED');

    // The staff verify it: the order now says so (live, or on the next read).
    served = { ...served, isVerified: true };
    await act(() => client.invalidateQueries({ queryKey: orderQueryKey(12) }));
    await vi.waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(screen.queryByRole('heading', { name: MSG.verifyBannerTitle })).toBeNull();
  });
});
