import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast-store';
import { Toaster } from '../../../components/ui/toaster';
import { RouterNavigation } from '../../../lib/router-navigation';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { NameForm } from './name-form';
import { VerifyOtp } from './verify-otp';
import { VerifyPin } from './verify-pin';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const mobile = '+919876543210';

const checkInAnswer = (patch: Record<string, unknown>) => ({
  orderId: 12,
  isVerified: false,
  primaryCustomerName: 'Asha',
  customerDetails: { id: 5, name: null, phoneNo: mobile, deviceId: 'device-0001' },
  customerAlreadyMapped: false,
  isOtpNeeded: false,
  isNewNumber: false,
  isTablePinNeeded: false,
  ...patch,
});

/** Answers each call with the next [status, body]. */
function answers(...replies: [number, unknown][]) {
  const fetchMock = vi.fn(async () => {
    const [status, body] = replies.shift() ?? [500, {}];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof answers>, call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body));

function renderAt(screenElement: ReactNode) {
  const router = createMemoryRouter([
    {
      element: <RouterNavigation />,
      children: [
        { path: '/', element: screenElement },
        { path: '/enter-name', element: <p>Name page</p> },
        { path: '/verify-pin', element: <p>PIN page</p> },
        { path: '/home', element: <p>Menu page</p> },
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

const typeCode = async (label: string, code: string) => {
  await userEvent.click(screen.getByLabelText(`${label}, digit 1 of 4`));
  await userEvent.keyboard(code);
};

beforeEach(() => {
  session.clearAll();
  session.set('Ids', { brandId: 1, branchId: 2, tableId: 3 });
  session.set('CustomerDetails', { mobile, guests: 2, terms: true });
  toast.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('VerifyOtp', () => {
  it('submits the code once all four boxes hold a digit and follows the OTP rules', async () => {
    const fetchMock = answers([200, checkInAnswer({ isNewNumber: true })]);
    const router = renderAt(<VerifyOtp mobile={mobile} />);
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await typeCode('One-time password', '0427');
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    await screen.findByText('Name page');
    expect(router.state.location.pathname).toBe('/enter-name');
    expect(bodyOf(fetchMock, 0)).toMatchObject({ phoneNo: mobile, noOfGuest: 2, otpPin: '0427' });
    expect(session.get('OrderId')).toBe(12);
    expect(session.get('CustomerDetails')).toMatchObject({ id: 5, primaryName: 'Asha' });
  });

  it('shows a wrong code error and empties the boxes for another try', async () => {
    answers([
      400,
      { message: 'The OTP entered is invalid. Please try again', error: 'Bad Request' },
    ]);
    renderAt(<VerifyOtp mobile={mobile} />);
    await typeCode('One-time password', '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The OTP entered is invalid. Please try again')).toBeTruthy();
    const first = screen.getByLabelText('One-time password, digit 1 of 4') as HTMLInputElement;
    expect(first.value).toBe('');
    expect(document.activeElement).toBe(first);
  });

  it('offers Resend OTP only after 59 s; a guest already at the table goes to the menu', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Seated meanwhile (another tab verified the code): the server answers the seat.
    const fetchMock = answers([
      200,
      checkInAnswer({ orderId: 12, customerAlreadyMapped: true, isOtpNeeded: false }),
    ]);
    const router = renderAt(<VerifyOtp mobile={mobile} />);
    const resend = () => screen.getByRole('button', { name: /Resend OTP/ }) as HTMLButtonElement;
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toBe('Resend OTP in 0:59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(resend().disabled).toBe(false);
    expect(resend().textContent).toBe('Resend OTP');
    await userEvent.click(resend());
    await screen.findByText('Menu page');
    expect(router.state.location.pathname).toBe('/home');
    expect(bodyOf(fetchMock, 0)).not.toHaveProperty('otpPin');
  });
});

describe('NameForm', () => {
  it('rejects other characters as typed and sends the tidy name', async () => {
    const fetchMock = answers([200, checkInAnswer({ isTablePinNeeded: true })]);
    renderAt(<NameForm />);
    const input = screen.getByLabelText('Full name') as HTMLInputElement;
    await userEvent.type(input, '  Priya2  Sharma! ');
    expect(input.value).toBe('  Priya  Sharma ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('PIN page');
    expect(bodyOf(fetchMock, 0)).toMatchObject({ name: 'Priya Sharma', phoneNo: mobile });
  });

  it('says a name is required and calls nothing', async () => {
    const fetchMock = answers();
    renderAt(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('VerifyPin', () => {
  it('greets the primary guest, refuses a wrong PIN and joins with the right one', async () => {
    const fetchMock = answers(
      [200, { isVerified: false, orderId: 12, customerDetails: { deviceId: 'device-0001' } }],
      [200, { isVerified: true, orderId: 12, customerDetails: { deviceId: 'device-0001' } }],
    );
    const router = renderAt(<VerifyPin orderId={12} primaryName="Asha" />);
    expect(screen.getByRole('heading', { name: "Join Asha's table" })).toBeTruthy();
    await typeCode('Table PIN', '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Join Table' }));
    expect(await screen.findByText('Incorrect Pin, kindly enter the valid table pin')).toBeTruthy();
    await typeCode('Table PIN', '0427');
    await userEvent.click(screen.getByRole('button', { name: 'Join Table' }));
    await screen.findByText('Menu page');
    expect(router.state.location.pathname).toBe('/home');
    // The refusal belongs to the PIN step: it does not follow the guest onto the menu.
    expect(screen.queryByText('Incorrect Pin, kindly enter the valid table pin')).toBeNull();
    const [url] = fetchMock.mock.calls[1] as unknown as [string];
    expect(url).toBe('/v1/customer-app/public/verify-table?orderId=12');
    expect(bodyOf(fetchMock, 1)).toEqual({ tableCode: '0427' });
  });
});
