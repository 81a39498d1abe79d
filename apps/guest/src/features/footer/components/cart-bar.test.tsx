import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_FLAGS, useFlags } from '../../../lib/flags-store';
import { orderQueryKey } from '../../../lib/order-query-key';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { CartBar } from './cart-bar';

await loadStorageSchemas();

const item = (id: number, quantity: number, price: number): TOrderItem => ({
  id,
  quantity,
  cancelledQuantity: 0,
  price,
  unitPrice: quantity === 0 ? price : price / quantity,
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

const confirmed = () =>
  group(1, 'IN_PROGRESS', [{ ...item(1, 5, 1000), status: 'IN_PROGRESS' as const }]);

function show(data: TOrder, at = '/home') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(orderQueryKey(7), data);
  render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route path="*" element={<CartBar />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.clearAll();
  session.set('OrderId', 7);
  useFlags.setState({ ...INITIAL_FLAGS, initialApiSuccess: true });
});

afterEach(cleanup);

describe('CartBar', () => {
  it('shows the cart’s portions and total, and opens the cart', async () => {
    show(
      order([confirmed(), group(2, 'NEW', [item(2, 2, 320), item(3, 1, 1250.5), item(4, 0, 90)])]),
    );
    const bar = await screen.findByRole('link', { name: 'View cart, 3 items, ₹1,570.50' });
    expect(bar.getAttribute('href')).toBe('/order');
    expect(bar.textContent).toBe('3 items₹1,570.50View cart');
  });

  it('words a single item in the singular', async () => {
    show(order([group(2, 'NEW', [item(2, 1, 99)])]));
    expect(await screen.findByRole('link', { name: 'View cart, 1 item, ₹99.00' })).toBeTruthy();
  });

  it('is not there without unconfirmed items, on the cart itself, or while ordering is closed', () => {
    show(order([confirmed()]));
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    const cart = order([group(2, 'NEW', [item(2, 1, 99)])]);
    show(cart, '/order');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    useFlags.setState({ orderTimeClosed: true });
    show(cart);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
