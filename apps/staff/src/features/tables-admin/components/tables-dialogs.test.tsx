import type { TAdminTable } from '@tableside/shared/contract/tables-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddTablesDialog } from './add-tables-dialog';
import { RotateDialog } from './rotate-dialog';

let requests: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({
        url,
        method: init.method ?? 'GET',
        body: JSON.parse(String(init.body ?? 'null')),
      });
      return new Response(null, { status: 200 });
    }),
  );
  // jsdom has no modal dialogs; they only need to open.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const table: TAdminTable = {
  id: 7,
  name: 'T7',
  seats: 4,
  areaId: null,
  sortOrder: 6,
  archived: false,
  hasToken: true,
  link: 'https://order.example.com/?brandId=1&branchId=1&tableId=7&t=AbC-_123456789012345678',
  hasOpenOrder: false,
  version: 3,
};

describe('Add many tables', () => {
  it('previews the names of a range and adds them in one call', async () => {
    const onClose = vi.fn();
    mount(<AddTablesDialog branchId={1} areas={[]} defaultAreaId={null} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Tables'), { target: { value: 'T1-T3' } });
    expect(screen.getByText('3 tables: T1, T2, T3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add 3' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        url: '/v1/staff/branches/1/dining-tables/bulk',
        method: 'POST',
        body: { range: 'T1-T3', seats: 4, areaId: null },
      },
    ]);
  });

  it('says why a range cannot be used and sends nothing', () => {
    mount(<AddTablesDialog branchId={1} areas={[]} defaultAreaId={null} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Tables'), { target: { value: 'T9-T3' } });
    expect(screen.getByText("'T9-T3' counts down; write it as T3-9")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add tables' }));
    expect(requests).toEqual([]);
  });
});

describe('New QR code', () => {
  it('warns that printed codes stop working, then rotates the token with the version', async () => {
    const onClose = vi.fn();
    mount(<RotateDialog branchId={1} table={table} onClose={onClose} />);
    expect(screen.getByText('Printed QR codes for this table will stop working.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new code' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        url: '/v1/staff/branches/1/dining-tables/7/rotate-token',
        method: 'POST',
        body: { version: 3 },
      },
    ]);
  });
});
