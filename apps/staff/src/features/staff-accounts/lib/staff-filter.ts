import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import type { StaffRole } from '@tableside/shared/domain/enums';

/** The Staff page's filters; 'all' lets everything through. */
export interface StaffFilter {
  role: StaffRole | 'all';
  branchId: number | 'all';
  status: 'active' | 'inactive' | 'all';
}

export const NO_FILTER: StaffFilter = { role: 'all', branchId: 'all', status: 'all' };

export function filterAccounts(accounts: TStaffAccount[], filter: StaffFilter): TStaffAccount[] {
  return accounts.filter(
    (a) =>
      (filter.role === 'all' || a.role === filter.role) &&
      (filter.branchId === 'all' || a.branchIds.includes(filter.branchId)) &&
      (filter.status === 'all' || a.active === (filter.status === 'active')),
  );
}

/** A temporary password for a new member: 4 words-like groups, 19 characters, random. */
export function temporaryPassword(random: (n: number) => Uint32Array = randomWords): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const values = random(16);
  const chars = [...values].map((v) => alphabet[v % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

function randomWords(n: number): Uint32Array {
  return crypto.getRandomValues(new Uint32Array(n));
}
