import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_FLAGS, useFlags } from '../../../lib/flags-store';
import { orderQueryKey } from '../../../lib/order-query-key';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { PayBillSheet } from './pay-bill-sheet';

await loadStorageSchemas();

const item = (id: number, quantity: number): TOrderItem => ({
  id,
  quantity,
  cancelledQuantity: 0,
  price: 100,
  unitPrice: 100,
  status: 'NEW',
  instructions: [],
  modifiers: [],
  orderItemModifierQuantityMappings: [],
  isMenuItemAvailable: true,
  topMostCategory: 'Mains',
  productMasterId: id,
  actionType: 'ADD',
  orderTimeStamp: '2025-01-31T18:30:00.000Z',
  customerId: 1,
  customerName: 'Asha',
  menuItemMaster: {
    id,
    displayName: `Dish ${id}`,
    foodType: 'VEGETARIAN',
    productVariant: { size: { size: 'Regular' } },
    productMaster: { id },
  },
  image: null,
});

const group = (id: number, status: TOrderGroup['status'], items: TOrderItem[]): TOrderGroup => ({
  id,
  status,
  orderNumber: 1,
  orderItems: items,
  confirmedAt: null,
});

const order = (orderGroups: TOrderGroup[]): TOrder => ({
  id: 7,
  status: 'NEW',
  isSystemCompleted: false,
  isVoid: false,
  isVerified: true,
  code: '1234',
  tables: [{ id: 3 }],
  tableNames: ['3'],
  orderGroups,
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterStatus: null,
  checkoutCustomerId: null,
  seq: 1,
  customers: [],
});

const served = () => group(1, 'COMPLETED', [{ ...item(1, 1), status: 'DELIVERED' }]);

const show = (data: TOrder) => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(orderQueryKey(7), data);
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <PayBillSheet open onClose={() => undefined} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('dialog', { name: 'Pay Bill' });
};

beforeEach(() => {
  session.clearAll();
  session.set('OrderId', 7);
  useFlags.setState({ ...INITIAL_FLAGS, initialApiSuccess: true });
});

afterEach(cleanup);

describe('PayBillSheet', () => {
  it('says how many unconfirmed items asking for the bill will remove', async () => {
    const dialog = show(order([served(), group(2, 'NEW', [item(2, 1), item(3, 1), item(4, 0)])]));
    expect(
      await screen.findByText('2 items in the cart are not ordered yet and will be removed.'),
    ).toBeTruthy();
    expect(dialog.contains(screen.getByRole('button', { name: 'Get the bill' }))).toBe(true);
  });

  it('words a single item in the singular', async () => {
    show(order([served(), group(2, 'NEW', [item(2, 1)])]));
    expect(
      await screen.findByText('1 item in the cart is not ordered yet and will be removed.'),
    ).toBeTruthy();
  });

  it('counts portions, as the My Orders badge does', async () => {
    show(order([served(), group(2, 'NEW', [item(2, 3)])]));
    expect(
      await screen.findByText('3 items in the cart are not ordered yet and will be removed.'),
    ).toBeTruthy();
  });

  it('warns of nothing when the cart is empty or the bill is still pending', async () => {
    show(order([served()]));
    await screen.findByRole('button', { name: 'Get the bill' });
    expect(screen.queryByText(/will be removed/)).toBeNull();
    cleanup();
    // A group still being served sends the guest to bill-pending: the cart is kept.
    show(order([group(1, 'IN_PROGRESS', [item(1, 1)]), group(2, 'NEW', [item(2, 1)])]));
    await screen.findByRole('button', { name: 'Get the bill' });
    expect(screen.queryByText(/will be removed/)).toBeNull();
  });
});
