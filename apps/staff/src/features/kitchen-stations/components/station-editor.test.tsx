import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StationEditor } from './station-editor';

const category = (id: number, name: string, parentId: number | null): TCatalogueCategory => ({
  id,
  tab: 'EAT',
  name,
  parentId,
  sortOrder: id,
  archived: false,
  itemCount: 1,
  version: 1,
});
const categories = [
  category(1, 'Mains', null),
  category(11, 'Curries', 1),
  category(2, 'Desserts', null),
];
const grill: TKitchenStation = {
  id: 5,
  name: 'Grill',
  sortOrder: 0,
  archived: false,
  categoryIds: [2],
  version: 3,
};
const bar: TKitchenStation = { ...grill, id: 6, name: 'Bar', categoryIds: [2], version: 1 };

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
  // jsdom has no modal dialogs; the discard dialog only needs to open.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount(onDone = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <StationEditor
          branchId={1}
          station={grill}
          stations={[grill, bar]}
          categories={categories}
          onDone={onDone}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('StationEditor', () => {
  it('saves the ticked categories with the version it edited', async () => {
    answer = () => new Response(JSON.stringify({ ...grill, categoryIds: [1, 2], version: 4 }));
    const onDone = mount();
    expect(screen.getByText(/also Bar/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Mains/ }));
    // Curries comes with its parent now, and says so.
    expect(screen.getByRole('checkbox', { name: /^Curries/ }).closest('label')?.textContent).toBe(
      'Curries (with its parent)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save station' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        url: '/v1/staff/branches/1/kitchen-stations/5',
        method: 'PUT',
        body: { name: 'Grill', categoryIds: [2, 1], version: 3 },
      },
    ]);
  });

  it("shows the server's 409 and asks before throwing unsaved changes away", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          statusCode: 409,
          error: 'Conflict',
          message: 'Someone else changed this station meanwhile',
        }),
        { status: 409 },
      );
    const onDone = mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Tandoor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save station' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Discard unsaved changes?')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a name before saving', () => {
    mount();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save station' }));
    expect(screen.getByText('Enter a name, e.g. Bar')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
