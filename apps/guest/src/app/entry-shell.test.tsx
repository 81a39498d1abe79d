import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The page a QR code opens renders without React Router and TanStack Query, and a check-in
// hands the tab to the routed app on the page it leads to, with the entry page behind it in
// the history (docs/decisions/0006).

const loaded = new Set<string>();
vi.mock('react-router', async (importOriginal) => {
  loaded.add('react-router');
  return importOriginal();
});
vi.mock('@tanstack/react-query', async (importOriginal) => {
  loaded.add('@tanstack/react-query');
  return importOriginal();
});

const ids = { brandId: 1, branchId: 2, tableId: 3 };

/** The demo's answers to the initial calls and the check-in (which asks for the SMS code). */
function answer(url: string): [number, unknown] {
  if (url.startsWith('/v1/tenant/public'))
    return [200, { id: 1, tenantName: 'The Brew Room', databaseName: 'brew', shortName: 'BR' }];
  if (url.startsWith('/v1/branch/public'))
    return [
      200,
      {
        id: 2,
        branchId: 2,
        branchName: 'Indiranagar',
        shortName: 'IND',
        displayName: 'Indiranagar',
        currency: 'INR',
        locale: 'en-IN',
      },
    ];
  if (url.startsWith('/v1/order/public/get-table-order'))
    return [
      200,
      {
        tableId: 3,
        tableNames: ['T3'],
        isCustomerAssociateNotAssigned: false,
        isOrderCheckOut: false,
        isOpenOrder: false,
      },
    ];
  if (url.startsWith('/v1/branchSetting/public/all/2'))
    return [
      200,
      {
        generalSettings: [
          { orderOpeningTime: '00:00:00', orderClosingTime: '23:59:00', timeZone: 'Asia/Kolkata' },
        ],
      },
    ];
  if (url.startsWith('/v1/customer-app/public/check-in'))
    return [
      200,
      {
        orderId: null,
        isVerified: false,
        primaryCustomerName: null,
        customerDetails: null,
        customerAlreadyMapped: false,
        isOtpNeeded: true,
        isNewNumber: false,
        isTablePinNeeded: false,
      },
    ];
  // The brand has no style of its own: the defaults apply.
  return [404, { message: 'Not found' }];
}

let root: Root | undefined;

beforeEach(async () => {
  root = undefined;
  // jsdom does not scroll; the routed app's scroll memory asks it to.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [status, body] = answer(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
  const storage = await import('../lib/storage');
  await storage.loadStorageSchemas();
  storage.session.set('Ids', ids);
});

afterEach(() => {
  act(() => root?.unmount());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the entry shell', () => {
  it('shows the form without the router, then checks in into the routed app', async () => {
    const { opensOnEntryShell, renderEntryShell } = await import('./entry-shell');
    const { preloadRoute } = await import('./pages');
    expect(opensOnEntryShell('/')).toBe(true);
    await preloadRoute('/');
    const container = document.body.appendChild(document.createElement('div'));
    const shell = createRoot(container);
    root = shell;
    act(() => renderEntryShell(shell));

    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(screen.getByText('Indiranagar')).toBeTruthy();
    expect(loaded).toEqual(new Set());

    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByLabelText('2 guests'));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    // The routed app's modules load now, the first time in this test run.
    const code = screen.findByLabelText('One-time password, digit 1 of 4', {}, { timeout: 15_000 });
    expect(await code).toBeTruthy();
    expect(window.location.pathname).toBe('/verify-otp');
    expect(screen.getByText('OTP sent successfully!')).toBeTruthy();
    expect(loaded).toEqual(new Set(['react-router', '@tanstack/react-query']));

    // Back returns to the form, now rendered by the routed app.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    // Two page loads' worth of modules on a busy machine.
  }, 30_000);

  it('is not used for a guest who has checked in already', async () => {
    const { session } = await import('../lib/storage');
    session.set('CustomerDetails', { mobile: '+919876543210' });
    session.set('OrderId', 12);
    const { opensOnEntryShell } = await import('./entry-shell');
    expect(opensOnEntryShell('/')).toBe(false);
    expect(opensOnEntryShell('/home')).toBe(false);
  });
});
