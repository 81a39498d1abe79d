// Every cached read of the console, so live events can name what went stale.
export const qk = {
  me: ['me'] as const,
  branches: ['branches'] as const,
  floor: (branchId: number) => ['floor', branchId] as const,
  roster: (branchId: number) => ['roster', branchId] as const,
  kitchen: (branchId: number) => ['kitchen', branchId] as const,
  menuItems: (branchId: number) => ['menu-items', branchId] as const,
  order: (orderId: number) => ['order', orderId] as const,
  bill: (orderId: number) => ['bill', orderId] as const,
  staffAccounts: ['staff-accounts'] as const,
};
