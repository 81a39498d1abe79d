import type { TBranchHoursView } from '@tableside/shared/contract/branch-hours';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoursForm } from './hours-screen';

const lunch = [{ open: '12:00', close: '15:00' }];
const saved: TBranchHoursView = {
  branchId: 2,
  timeZone: 'Asia/Kolkata',
  hours: { weekly: [[], lunch, [], [], [], [], []], specialDays: [], lastCallMinutes: 0 },
  legacy: false,
  version: 3,
};

let requests: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      requests.push({ url, method: init.method ?? 'GET', body });
      return new Response(JSON.stringify({ ...saved, hours: body.hours, version: 4 }));
    }),
  );
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount() {
  const router = createMemoryRouter([
    { path: '/', element: <HoursForm saved={saved} branchId={2} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('HoursForm', () => {
  it('copies Monday to all days and saves the week with the version it edited', async () => {
    mount();
    const save = screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Copy Monday to all days/ }));
    expect((screen.getByLabelText('Sunday window 1 opens') as HTMLInputElement).value).toBe(
      '12:00',
    );
    fireEvent.click(save);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: '/v1/staff/branches/2/hours',
      method: 'PUT',
      body: {
        hours: { ...saved.hours, weekly: Array.from({ length: 7 }, () => lunch) },
        version: 3,
      },
    });
  });

  it('shows an overlap beside the window and keeps Save off until it is fixed', () => {
    mount();
    // Monday comes first, so the first 'Add window' is Monday's.
    fireEvent.click(screen.getAllByRole('button', { name: /Add window/ })[0] as HTMLElement);
    const opens = screen.getByLabelText('Monday window 2 opens');
    fireEvent.change(opens, { target: { value: '14:00' } });
    expect(screen.getByText('overlaps 12:00–15:00')).toBeTruthy();
    expect(opens.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(opens, { target: { value: '16:00' } });
    expect(screen.queryByText('overlaps 12:00–15:00')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('marks a window past midnight, and refuses last call over 120 inline', () => {
    mount();
    fireEvent.change(screen.getByLabelText('Monday window 1 closes'), {
      target: { value: '01:00' },
    });
    expect(screen.getByText('Closes the next day')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Last call (minutes before closing)'), {
      target: { value: '121' },
    });
    expect(screen.getByText('must be a whole number from 0 to 120')).toBeTruthy();
  });
});
