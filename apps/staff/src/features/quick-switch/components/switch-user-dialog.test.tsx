import { STAFF_PIN_ROUTES } from '@tableside/shared/contract/staff-pin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SwitchUserDialog } from './switch-user-dialog';

const restartRealtime = vi.fn();
vi.mock('../../../lib/realtime', () => ({ restartRealtime: () => restartRealtime() }));

const members = {
  members: [
    { username: 'kitchen', name: 'Ravi (Kitchen)', role: 'KITCHEN' },
    { username: 'associate', name: 'Asha', role: 'CUSTOMER_ASSOCIATE' },
  ],
};
const kitchenMe = {
  id: 4,
  username: 'kitchen',
  name: 'Ravi (Kitchen)',
  role: 'KITCHEN',
  tenantId: 1,
  branchIds: [1],
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let switchAnswers: Response[];
let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (String(url).endsWith(STAFF_PIN_ROUTES.pinSwitchMembers)) return json(200, members);
      sent.push(JSON.parse(String(init.body)));
      return switchAnswers.shift() ?? json(500, {});
    }),
  );
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  restartRealtime.mockReset();
});

function mount(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SwitchUserDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { client, onClose };
}

// userEvent's taps are slow on a busy machine; the default 5 s is too tight for a whole PIN.
describe('Switch user', { timeout: 30_000 }, () => {
  it('sends the picked member and the PIN tapped on the pad, then reopens the live link', async () => {
    switchAnswers = [json(200, kitchenMe)];
    const { client, onClose } = mount();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Who is taking over?'), 'kitchen');
    const switchButton = screen.getByRole('button', { name: 'Switch' });
    for (const key of ['1', '3', '5']) await user.click(screen.getByRole('button', { name: key }));
    expect((switchButton as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(switchButton);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ username: 'kitchen', pin: '1357' }]);
    expect(client.getQueryData(['me'])).toEqual(kitchenMe);
    expect(restartRealtime).toHaveBeenCalled();
  });

  it('shows the server’s refusal and empties the pad for another try', async () => {
    switchAnswers = [
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong username or PIN' }),
    ];
    const { onClose } = mount();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Who is taking over?'), 'associate');
    await user.type(screen.getByLabelText('Your PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or PIN');
    expect((screen.getByLabelText('Your PIN') as HTMLInputElement).value).toBe('');
    expect(onClose).not.toHaveBeenCalled();
  });
});
