import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { RouterNavigation } from '../../../lib/router-navigation';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { EntryForm } from './entry-form';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

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

function renderForm(state: 'NEW' | 'JOIN') {
  const router = createMemoryRouter([
    {
      element: <RouterNavigation />,
      children: [
        { path: '/', element: <EntryForm state={state} ids={ids} /> },
        { path: '/verify-otp', element: <p>Code page</p> },
        { path: '/home', element: <p>Menu page</p> },
        { path: '/terms/:type', element: <p>Terms page</p> },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof answerWith>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

beforeEach(() => {
  session.clearAll();
  session.set('Ids', ids);
  toast.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EntryForm', () => {
  it('shows no errors before the first submit, then the spec messages, and calls nothing', async () => {
    const fetchMock = answerWith(200, otpNeeded);
    renderForm('NEW');
    expect(screen.queryByText('Required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(
      screen.getByText('Phone number must be 10 digits and start with 6-9 for India'),
    ).toBeTruthy();
    expect(
      screen.getByText('Number of guests must be between 1 and 6 and cannot start with 0'),
    ).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile number'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks in a NEW table with the E.164 number and guest count, then asks for the code', async () => {
    const fetchMock = answerWith(200, otpNeeded);
    const router = renderForm('NEW');
    await userEvent.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await userEvent.click(screen.getByLabelText('3 guests'));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await screen.findByText('Code page');
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(screen.getByText('OTP sent successfully!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/customer-app/public/check-in');
    expect(init.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      phoneNo: '+919876543210',
      noOfGuest: 3,
      tableId: 3,
      branchId: 2,
      deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(session.get('CustomerDetails')).toMatchObject({ mobile: '+919876543210', guests: 3 });
  });

  it('joins an open table without asking for the guest count', async () => {
    const fetchMock = answerWith(200, otpNeeded);
    renderForm('JOIN');
    expect(screen.queryByText('Number of guests')).toBeNull();
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Code page');
    expect(sentBody(fetchMock)).not.toHaveProperty('noOfGuest');
  });

  it('clears the number when the country changes and validates for the new country', async () => {
    answerWith(200, otpNeeded);
    renderForm('JOIN');
    const number = screen.getByLabelText('Mobile number') as HTMLInputElement;
    await userEvent.type(number, '9876543210');
    await userEvent.selectOptions(screen.getByLabelText('Country code'), 'AE');
    expect(number.value).toBe('');
    await userEvent.type(number, '4123');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Phone number must be 9 digits and start with 5 for UAE')).toBeTruthy();
  });

  it("shows the server's message when the check-in fails", async () => {
    answerWith(429, { message: 'Too many codes; try again later', error: 'Too Many Requests' });
    renderForm('JOIN');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Too many codes; try again later')).toBeTruthy();
  });

  // Issue 12, defect 5: a guest who closed the tab and scanned again was stuck on a 409; the
  // server now answers the seat, and a new tab that knows no order goes to the menu with it.
  it('takes a guest already at the table back to the menu from a new tab (a rescan)', async () => {
    const customerDetails = {
      id: 5,
      name: 'Asha',
      phoneNo: '+919876543210',
      deviceId: 'device-0001',
    };
    answerWith(200, {
      ...otpNeeded,
      isOtpNeeded: false,
      orderId: 12,
      customerDetails,
      customerAlreadyMapped: true,
      isVerified: true,
    });
    const router = renderForm('JOIN');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Menu page');
    expect(router.state.location.pathname).toBe('/home');
    expect(session.get('OrderId')).toBe(12);
  });
});
