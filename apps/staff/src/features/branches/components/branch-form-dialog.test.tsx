import type { TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BranchFormDialog, type BranchFormMode } from './branch-form-dialog';

const hsr: TAdminBranch = {
  id: 3,
  name: 'HSR',
  displayName: 'Chai Chaat, HSR',
  shortName: 'hsr',
  address: '27th Main',
  timeZone: 'Asia/Kolkata',
  currency: null,
  country: null,
  termsText: null,
  archived: false,
  version: 4,
};
const brand = { currency: 'INR', country: 'IN', termsText: 'Brand terms' };

let requests: { url: string; method: string; body: unknown }[] = [];
let answer: () => Response;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
      return answer();
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

function mount(mode: BranchFormMode, onClose = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <BranchFormDialog mode={mode} brand={brand} onClose={onClose} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onClose;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('BranchFormDialog', () => {
  it('saves an edit with the version it read, the brand defaults as null', async () => {
    answer = () => json(200, { ...hsr, displayName: 'Chai Chaat HSR Layout', version: 5 });
    const onClose = mount({ kind: 'edit', branch: hsr });
    fireEvent.change(screen.getByLabelText('Name guests see'), {
      target: { value: 'Chai Chaat HSR Layout' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        url: '/v1/staff/admin/branches/3',
        method: 'PATCH',
        body: {
          name: 'HSR',
          displayName: 'Chai Chaat HSR Layout',
          shortName: 'hsr',
          address: '27th Main',
          timeZone: 'Asia/Kolkata',
          currency: null,
          country: null,
          termsText: null,
          version: 4,
        },
      },
    ]);
  });

  it("shows the server's short-name refusal under the field", async () => {
    answer = () =>
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'shortName: another branch of this brand already uses it',
      });
    mount({ kind: 'copy', source: hsr });
    expect(screen.getByLabelText('Short name')).toHaveProperty('value', 'hsr-2');
    fireEvent.click(screen.getByRole('button', { name: 'Create copy' }));
    expect(await screen.findByText('another branch of this brand already uses it')).toBeTruthy();
    expect(requests[0]?.url).toBe('/v1/staff/admin/branches/3/copy');
    expect(screen.getByLabelText('Short name').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before throwing changes away, and closes at once when nothing changed', () => {
    const onClose = mount({ kind: 'edit', branch: hsr });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Sector 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Your changes to this branch are not saved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('fills the short name from the name of a new branch, and checks before sending', () => {
    mount({ kind: 'create' });
    fireEvent.change(screen.getByLabelText('Branch name'), { target: { value: 'Hebbal Lake' } });
    expect(screen.getByLabelText('Short name')).toHaveProperty('value', 'hebbal-lake');
    fireEvent.click(screen.getByRole('button', { name: 'Add branch' }));
    expect(screen.getByText('Enter the name guests see')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
