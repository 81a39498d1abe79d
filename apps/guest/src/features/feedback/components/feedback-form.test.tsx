import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStorageSchemas } from '../../../lib/storage';
import { FeedbackForm } from './feedback-form';

await loadStorageSchemas();

const UNTIL = '2026-03-10T14:00:00.000Z';
const calls: { method: string; body: unknown }[] = [];
let version = 0;

beforeEach(() => {
  calls.length = 0;
  version = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? 'GET', body });
      if (init.method !== 'PUT') {
        return new Response(JSON.stringify({ feedback: null, editableUntil: UNTIL }));
      }
      version += 1;
      const feedback = { ...body, comment: body.comment ?? '', version, updatedAt: UNTIL };
      return new Response(JSON.stringify({ feedback, editableUntil: UNTIL }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackForm orderId={7} />
    </QueryClientProvider>,
  );

describe('FeedbackForm', () => {
  it('rates with one tap on a labelled star, then sends a comment on the saved version', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const group = await screen.findByRole('group', { name: 'How was your visit?' });
    const stars = screen.getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    // The stars wait for the saved feedback (its version) before they take a tap.
    await waitFor(() => expect(group).toHaveProperty('disabled', false));
    const send = screen.getByRole('button', { name: 'Send comment' });
    expect(send).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.at(-1)?.body).toEqual({ rating: 4, comment: '', version: 0 });
    expect(await screen.findByText(/^Thank you for your feedback!/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);

    await user.type(
      screen.getByLabelText('Anything you would like to tell us? (optional)'),
      'Lovely',
    );
    await user.click(send);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.at(-1)?.body).toEqual({ rating: 4, comment: 'Lovely', version: 1 });
  }, 15_000);
});
