import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Issue 16: a guest who opened the Terms & Conditions from the entry form came back to an empty
// form. The app's modules are imported afresh for each page load, as a browser does, over the
// tab's session storage (a phone may drop a background tab and load it again). The libraries
// are part of the page load too: the app renders with Preact (decision 0035), and the pages'
// hooks and the renderer must come from one load.

const ids = { brandId: 1, branchId: 2, tableId: 3 };

const otpNeeded = {
  orderId: null,
  isVerified: false,
  primaryCustomerName: null,
  customerDetails: null,
  customerAlreadyMapped: false,
  isOtpNeeded: true,
  isNewNumber: false,
  isTablePinNeeded: false,
};

/** A page load: fresh modules; the entry form and the terms page as the router mounts them. */
async function loadPage(initialEntries: string[]) {
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { createMemoryRouter, RouterProvider } = await import('react-router');
  const { cleanup, render } = await import('@testing-library/react');
  unloadPage = cleanup;
  const storage = await import('../lib/storage');
  await storage.loadStorageSchemas();
  const { EntryForm } = await import('../features/check-in/components/entry-form');
  const { Component: Terms } = await import('./routes/terms');
  const { RouterNavigation } = await import('../lib/router-navigation');
  // The routed app's English, registered as mount-app.tsx does when its chunk loads.
  const { registerEnglish } = await import('../lib/i18n/locale-store');
  registerEnglish((await import('../lib/i18n/en-app')).EN_APP);
  storage.session.set('Ids', ids);
  const router = createMemoryRouter(
    [
      {
        element: <RouterNavigation />,
        children: [
          { path: '/', element: <EntryForm state="NEW" ids={ids} /> },
          { path: '/terms/:type', element: <Terms /> },
          { path: '/verify-otp', element: <p>Code page</p> },
        ],
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, session: storage.session };
}

/** Unmounts what the latest page load rendered. */
let unloadPage = () => {};

const number = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const country = () => screen.getByLabelText('Country code') as HTMLSelectElement;
const guests = (count: number) => screen.getByLabelText(`${count} guests`) as HTMLInputElement;
const agreement = () => screen.getByRole('checkbox') as HTMLInputElement;

async function fillForm() {
  await userEvent.selectOptions(country(), 'AE');
  await userEvent.type(number(), '501234567');
  await userEvent.click(guests(3));
  await userEvent.click(agreement());
}

async function readTermsAndGoBack() {
  await userEvent.click(screen.getByRole('link', { name: 'Terms & Conditions' }));
  await screen.findByText('Children are welcome until 9 pm');
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
}

function expectFilledForm() {
  expect(country().value).toBe('AE');
  expect(number().value).toBe('501234567');
  expect(guests(3).checked).toBe(true);
  expect(agreement().checked).toBe(true);
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/terms')
        ? { termsText: 'Children are welcome until 9 pm', serviceChargeText: 'None' }
        : otpNeeded;
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  unloadPage();
  vi.unstubAllGlobals();
});

// Each test loads the app's modules and libraries afresh, more than once, and the first test
// also transforms the libraries: slow on a busy machine.
describe('the entry form across the Terms & Conditions', { timeout: 40_000 }, () => {
  it('keeps the number, country, guests and agreement after the terms and Back', async () => {
    await loadPage(['/']);
    await fillForm();
    await readTermsAndGoBack();
    expectFilledForm();
  });

  it('keeps them when the page loads again on the terms before Back', async () => {
    await loadPage(['/']);
    await fillForm();
    await userEvent.click(screen.getByRole('link', { name: 'Terms & Conditions' }));
    await screen.findByText('Children are welcome until 9 pm');

    unloadPage();
    vi.resetModules();
    await loadPage(['/', '/terms/conditions']);
    await screen.findByText('Children are welcome until 9 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expectFilledForm();
  });

  it('forgets them once the check-in succeeds', async () => {
    const { router, session } = await loadPage(['/']);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await screen.findByText('Code page');

    // The table session ends before the guest is back on the form: nothing of it is left.
    session.clearOrderSession();
    await router.navigate('/');
    await screen.findByLabelText('Country code');
    expect(country().value).toBe('IN');
    expect(number().value).toBe('');
    expect(guests(3).checked).toBe(false);
    expect(agreement().checked).toBe(false);
  });
});
