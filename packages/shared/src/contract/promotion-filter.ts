// Kept apart from contract/promotions.ts, which needs zod: the guest app builds this value in
// its entry bundle, where zod is not loaded yet (docs/decisions/0006).

/** The `filters` value that asks for one branch's promotions. */
export const branchFilter = (branchId: number): string => `branches.id:${branchId}`;
