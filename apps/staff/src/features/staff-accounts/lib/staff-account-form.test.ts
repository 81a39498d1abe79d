import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { describe, expect, it } from 'vitest';
import {
  editErrors,
  editValuesOf,
  type NewStaffValues,
  newStaffErrors,
  passwordNote,
  toCreateBody,
  toggleId,
  toUpdateBody,
} from './staff-account-form';

const newStaff = (change: Partial<NewStaffValues> = {}): NewStaffValues => ({
  username: 'priya',
  displayName: 'Priya K',
  role: 'WAITER',
  password: 'copper-kettle-19',
  branchIds: [1],
  ...change,
});

const account: TStaffAccount = {
  id: 7,
  username: 'priya',
  displayName: 'Priya K',
  role: 'WAITER',
  active: true,
  branchIds: [1, 2],
  hasPin: false,
  version: 3,
};

describe('new staff form', () => {
  it('accepts a complete form', () => {
    expect(newStaffErrors(newStaff(), [1, 2])).toEqual({});
    expect(toCreateBody(newStaff({ username: ' priya ' }), [1, 2]).username).toBe('priya');
  });

  it('names each problem by field', () => {
    expect(
      newStaffErrors(newStaff({ username: 'Priya', password: 'priya-12345', branchIds: [] }), [1]),
    ).toEqual({
      username: expect.stringMatching(/^Must be 3 to 64 lowercase/),
      password: 'The password must not contain the username',
      branchIds: 'Pick at least one branch',
    });
    expect(newStaffErrors(newStaff({ password: 'priya-12345' }), [1])).toEqual({
      password: 'The password must not contain the username',
    });
  });

  it('gives an owner every branch', () => {
    expect(toCreateBody(newStaff({ role: 'OWNER', branchIds: [] }), [1, 2]).branchIds).toEqual([
      1, 2,
    ]);
    expect(newStaffErrors(newStaff({ role: 'OWNER', branchIds: [] }), [1, 2])).toEqual({});
  });

  it('notes the password rule live', () => {
    expect(passwordNote('', 'priya')).toBeNull();
    expect(passwordNote('short', 'priya')).toBe('Use at least 10 characters');
    expect(passwordNote('copper-kettle-19', 'priya')).toBe('Strong enough');
  });
});

describe('edit staff form', () => {
  it('sends only what changed, with the version read', () => {
    const values = { ...editValuesOf(account), role: 'MANAGER' as const, branchIds: [2, 1] };
    expect(toUpdateBody(account, values)).toEqual({ version: account.version, role: 'MANAGER' });
    expect(toUpdateBody(account, { ...values, active: false, branchIds: [2] })).toEqual({
      version: account.version,
      role: 'MANAGER',
      active: false,
      branchIds: [2],
    });
  });

  it('asks for a name and, but for an owner, a branch', () => {
    expect(editErrors({ ...editValuesOf(account), displayName: ' ', branchIds: [] })).toEqual({
      displayName: 'Required',
      branchIds: 'Pick at least one branch',
    });
    expect(editErrors({ ...editValuesOf(account), role: 'OWNER', branchIds: [] })).toEqual({});
  });

  it('ticks and unticks branches', () => {
    expect(toggleId([1], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
    expect(toggleId([1], 1, true)).toEqual([1]);
  });
});
