import type { TOrderItem } from '@tableside/shared/contract/order';
import type { TStaffMe } from '@tableside/shared/contract/staff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { qk } from '../../../lib/query-keys';
import { fixtureItem } from '../lib/order.fixture';
import { OrderItemRow } from './order-item-row';

afterEach(cleanup);

const me: TStaffMe = {
  id: 1,
  username: 'waiter',
  name: 'Asha',
  role: 'WAITER',
  tenantId: 1,
  branchIds: [1],
};

function mount() {
  const client = new QueryClient();
  client.setQueryData(qk.me, me);
  const wrap = (item: TOrderItem): ReactNode => (
    <QueryClientProvider client={client}>
      <ul>
        <OrderItemRow orderId={12} item={item} actionable />
      </ul>
    </QueryClientProvider>
  );
  return { wrap };
}

describe('OrderItemRow prep chip', () => {
  it.each([
    ['PREPARING', 'Preparing'],
    ['READY', 'Ready'],
  ] as const)('names the kitchen state %s as %s', (prepStatus, label) => {
    const { wrap } = mount();
    render(wrap(fixtureItem({ prepStatus })));
    expect(screen.getByText(label, { exact: true })).toBeTruthy();
    expect(screen.getByText('In progress', { exact: true })).toBeTruthy();
  });

  it('shows no chip before the kitchen starts, nor once delivered', () => {
    const { wrap } = mount();
    const { rerender } = render(wrap(fixtureItem({ prepStatus: 'NEW' })));
    expect(screen.queryByText(/^(Preparing|Ready|New)$/)).toBeNull();
    expect(screen.queryByText(/Kitchen:/)).toBeNull();
    rerender(wrap(fixtureItem({ status: 'DELIVERED', prepStatus: 'READY' })));
    expect(screen.queryByText(/^(Preparing|Ready)$/)).toBeNull();
  });

  it('follows the refetched order as the kitchen moves the line on', () => {
    const { wrap } = mount();
    const { rerender } = render(wrap(fixtureItem({ prepStatus: 'PREPARING' })));
    expect(screen.getByText('Preparing', { exact: true })).toBeTruthy();
    rerender(wrap(fixtureItem({ prepStatus: 'READY' })));
    expect(screen.queryByText('Preparing', { exact: true })).toBeNull();
    expect(screen.getByText('Ready', { exact: true })).toBeTruthy();
  });
});
