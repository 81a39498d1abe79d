import type { TOrder, TOrderGroup, TOrderItem } from '@tableside/shared/contract/order';

// Wire-shaped orders for the unit tests of this feature.

export function fixtureItem(overrides: Partial<TOrderItem> = {}): TOrderItem {
  return {
    id: 1,
    quantity: 1,
    cancelledQuantity: 0,
    price: 120,
    unitPrice: 120,
    status: 'IN_PROGRESS',
    instructions: [],
    modifiers: [],
    orderItemModifierQuantityMappings: [],
    isMenuItemAvailable: true,
    topMostCategory: 'Small Plates',
    productMasterId: 1,
    actionType: 'ADD',
    orderTimeStamp: '2025-01-01T12:00:00.000Z',
    customerId: 1,
    customerName: 'Nila Menon',
    menuItemMaster: {
      id: 1,
      displayName: 'Masala Papad',
      foodType: 'VEGETARIAN',
      productVariant: { size: { size: 'Regular' } },
      productMaster: { id: 1 },
    },
    image: null,
    ...overrides,
  };
}

export function fixtureGroup(overrides: Partial<TOrderGroup> = {}): TOrderGroup {
  return {
    id: 1,
    status: 'IN_PROGRESS',
    orderNumber: 1,
    orderItems: [fixtureItem()],
    confirmedAt: '2025-01-01T12:05:00.000Z',
    ...overrides,
  };
}

export function fixtureOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 12,
    status: 'IN_PROGRESS',
    isSystemCompleted: false,
    isVoid: false,
    isVerified: true,
    code: '0427',
    tables: [{ id: 3 }],
    tableNames: ['3'],
    orderGroups: [fixtureGroup()],
    callWaiter: false,
    callWaiterReasons: [],
    callWaiterStatus: null,
    checkoutCustomerId: null,
    seq: 4,
    customers: [{ id: 1, name: 'Nila Menon', isPrimary: true }],
    ...overrides,
  };
}
