import type { TImportDiff } from '@tableside/shared/contract/menu-transfer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from '../../../components/ui/toast';
import { ImportPanel } from './import-panel';

const diff = (applied: boolean): TImportDiff => ({
  kind: 'xlsx',
  dryRun: !applied,
  applied,
  counts: { added: 1, changed: 1, archived: 0, unchanged: 3, categoriesAdded: 1 },
  added: [{ tab: 'EAT', category: 'Mains', subCategory: null, name: 'Thali', row: 2, sizes: 2 }],
  changed: [
    {
      tab: 'EAT',
      category: 'Mains',
      subCategory: null,
      name: 'Biryani',
      row: 3,
      changes: [{ field: 'sizes.Regular.price', before: 250, after: 270 }],
    },
  ],
  archived: [],
  categoriesAdded: [{ tab: 'EAT', name: 'Mains', parent: null }],
  warnings: [],
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportPanel branchId={1} />
      <ToastViewport />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the import panel', () => {
  it('checks the file first, shows the changes, then applies them', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => answer(200, diff(false)))
      .mockImplementationOnce(() => answer(200, diff(true)));
    renderPanel();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'menu.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Thali')).toBeTruthy();
    expect(screen.getByText('sizes.Regular.price')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('dryRun=true');
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(String(fetch.mock.calls[1]?.[0])).toContain('dryRun=false');
    expect(await screen.findByText(/Menu imported: 1 added, 1 changed, 0 archived/)).toBeTruthy();
  });

  it('lists every error with its row and imports nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() =>
      answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Sizes row 7: default price must have at most 2 decimals (and 1 more)',
        errors: [
          {
            sheet: 'Sizes',
            row: 7,
            message: 'Sizes row 7: default price must have at most 2 decimals',
          },
          { sheet: 'Items', row: 3, message: 'Items row 3: Category is required' },
        ],
      }),
    );
    renderPanel();
    const user = userEvent.setup();
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'sizes.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file has 2 problems. Nothing was imported.');
    expect(alert.textContent).toContain('Sizes row 7: default price must have at most 2 decimals');
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });
});
