import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { passwordProblem } from '@tableside/shared/domain/password-strength';
import { describe, expect, it } from 'vitest';
import { filterAccounts, NO_FILTER, temporaryPassword } from './staff-filter';

const account = (id: number, change: Partial<TStaffAccount>): TStaffAccount => ({
  id,
  username: `user${id}`,
  displayName: `User ${id}`,
  role: 'WAITER',
  active: true,
  branchIds: [1],
  hasPin: false,
  version: 1,
  ...change,
});
const accounts = [
  account(1, {}),
  account(2, { role: 'KITCHEN', branchIds: [2] }),
  account(3, { active: false, branchIds: [1, 2] }),
];
const ids = (list: TStaffAccount[]) => list.map((a) => a.id);

describe('filterAccounts', () => {
  it('filters by role, branch and status together', () => {
    expect(ids(filterAccounts(accounts, NO_FILTER))).toEqual([1, 2, 3]);
    expect(ids(filterAccounts(accounts, { ...NO_FILTER, role: 'WAITER' }))).toEqual([1, 3]);
    expect(ids(filterAccounts(accounts, { ...NO_FILTER, branchId: 2 }))).toEqual([2, 3]);
    expect(ids(filterAccounts(accounts, { ...NO_FILTER, status: 'inactive' }))).toEqual([3]);
    expect(
      ids(filterAccounts(accounts, { role: 'WAITER', branchId: 2, status: 'active' })),
    ).toEqual([]);
  });
});

describe('temporaryPassword', () => {
  it('passes the password rule for any username', () => {
    for (let i = 0; i < 20; i += 1) {
      const password = temporaryPassword();
      expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      expect(passwordProblem(password, 'asha')).toBeNull();
    }
  });
});
