import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';

// Orders as the server sends them, for the tests of this feature.

export const item = (id: number, patch: Partial<TOrderItem> = {}): TOrderItem => ({
  id,
  quantity: 1,
  cancelledQuantity: 0,
  price: 100,
  unitPrice: 100,
  status: 'NEW',
  instructions: [],
  modifiers: [],
  orderItemModifierQuantityMappings: [],
  isMenuItemAvailable: true,
  topMostCategory: 'Food',
  productMasterId: 1,
  actionType: 'ADD',
  orderTimeStamp: '2025-01-31T18:30:00.000Z',
  customerId: 1,
  customerName: 'Asha',
  menuItemMaster: {
    id: 1,
    displayName: 'Masala Chai',
    foodType: 'VEGETARIAN',
    productVariant: { size: { size: 'Regular' } },
    productMaster: { id: 1 },
  },
  image: null,
  ...patch,
});

export const group = (
  id: number,
  status: TOrderGroup['status'],
  orderItems: TOrderItem[],
): TOrderGroup => ({
  id,
  status,
  orderNumber: id,
  orderItems,
  confirmedAt: status === 'NEW' ? null : '2025-01-31T18:30:00.000Z',
});

export const order = (orderGroups: TOrderGroup[], patch: Partial<TOrder> = {}): TOrder => ({
  id: 5,
  status: 'IN_PROGRESS',
  isSystemCompleted: false,
  isVoid: false,
  isVerified: true,
  code: '1234',
  tables: [{ id: 1 }],
  tableNames: ['T1'],
  orderGroups,
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterStatus: null,
  checkoutCustomerId: null,
  seq: 3,
  customers: [],
  ...patch,
});
