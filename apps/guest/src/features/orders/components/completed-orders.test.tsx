import type { TOrder, TOrderItem } from '@tableside/shared/contract/order';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompletedOrders } from './completed-orders';

afterEach(cleanup);

const item = (id: number, name: string, extra: Partial<TOrderItem>): TOrderItem => ({
  id,
  quantity: 1,
  cancelledQuantity: 0,
  price: 100,
  unitPrice: 100,
  status: 'IN_PROGRESS',
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
    displayName: name,
    foodType: 'VEGETARIAN',
    productVariant: { size: { size: 'Regular' } },
    productMaster: { id },
  },
  image: null,
  ...extra,
});

const order = (items: TOrderItem[]): TOrder => ({
  id: 7,
  status: 'NEW',
  isSystemCompleted: false,
  isVoid: false,
  isVerified: true,
  code: '1234',
  tables: [{ id: 3 }],
  tableNames: ['3'],
  orderGroups: [
    { id: 11, status: 'IN_PROGRESS', orderNumber: 1, orderItems: items, confirmedAt: null },
  ],
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterStatus: null,
  checkoutCustomerId: null,
  seq: 4,
  customers: [],
});

const row = (name: string) => {
  const line = screen.getByText(`1 × ${name}`).closest('li');
  if (!line) throw new Error(`no line for ${name}`);
  return within(line);
};

describe('CompletedOrders', () => {
  it("names every item's state in words, and keeps the spec's group tag", () => {
    render(
      <CompletedOrders
        order={order([
          item(1, 'Dal', { prepStatus: 'PREPARING' }),
          item(2, 'Naan', { prepStatus: 'READY' }),
          item(3, 'Rice', { prepStatus: 'NEW' }),
          item(4, 'Lassi', { status: 'DELIVERED' }),
          item(5, 'Raita', {}),
        ])}
      />,
    );
    const status = (name: string) =>
      row(name)
        .getByText(/^(Confirmed|Preparing|Ready|Delivered)$/)
        .closest('.ts-item-status');
    expect(status('Dal')?.textContent).toBe('Preparing');
    expect(status('Naan')?.textContent).toBe('Ready');
    expect(status('Rice')?.textContent).toBe('Confirmed');
    expect(status('Lassi')?.textContent).toBe('Delivered');
    expect(status('Raita')?.textContent).toBe('Confirmed');
    // Visible words, not a screen-reader-only text beside an icon.
    expect(document.querySelector('.ts-done .visually-hidden')).toBeNull();
    expect(screen.getByText('IN PROGRESS')).toBeTruthy();
  });
});
