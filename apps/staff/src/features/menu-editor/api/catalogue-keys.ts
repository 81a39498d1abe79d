// The menu editor's cached reads. The catalogue is one read per branch; every write here
// patches or refetches it, and the history refetches after any write.
export const catalogueKey = (branchId: number) => ['catalogue', branchId] as const;
export const historyKey = (branchId: number) => ['catalogue-history', branchId] as const;
export const branchClockKey = (branchId: number) => ['branch-clock', branchId] as const;
