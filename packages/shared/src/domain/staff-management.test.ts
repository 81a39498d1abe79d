import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canManage,
  MANAGED_BRANCH_MESSAGE,
  MANAGED_ROLE_MESSAGE,
  manageProblem,
} from './staff-management';

const manager = { role: 'MANAGER' as const, branchIds: [1] };

describe('manageProblem', () => {
  it('lets an owner manage every role anywhere', () => {
    for (const role of ['OWNER', 'MANAGER', 'WAITER'] as const) {
      expect(canManage({ role: 'OWNER', branchIds: [1] }, { role, branchIds: [1, 2] })).toBe(true);
    }
  });

  it('lets a manager manage floor and kitchen staff of his branches only', () => {
    for (const role of ['WAITER', 'CUSTOMER_ASSOCIATE', 'KITCHEN'] as const) {
      expect(manageProblem(manager, { role, branchIds: [1] })).toBeNull();
    }
    expect(manageProblem(manager, { role: 'WAITER', branchIds: [1, 2] })).toBe(
      MANAGED_BRANCH_MESSAGE,
    );
    expect(manageProblem(manager, { role: 'WAITER', branchIds: [2] })).toBe(MANAGED_BRANCH_MESSAGE);
    expect(manageProblem(manager, { role: 'WAITER', branchIds: [] })).toBe(MANAGED_BRANCH_MESSAGE);
  });

  it('refuses a manager any manager or owner, himself included', () => {
    expect(manageProblem(manager, { role: 'MANAGER', branchIds: [1] })).toBe(MANAGED_ROLE_MESSAGE);
    expect(manageProblem(manager, { role: 'OWNER', branchIds: [1] })).toBe(MANAGED_ROLE_MESSAGE);
  });

  it('refuses every other role', () => {
    expect(canManage({ role: 'WAITER', branchIds: [1] }, { role: 'WAITER', branchIds: [1] })).toBe(
      false,
    );
  });
});

describe('assignableRoles', () => {
  it('offers a manager the roles below his own only', () => {
    expect(assignableRoles('MANAGER')).toEqual(['CUSTOMER_ASSOCIATE', 'WAITER', 'KITCHEN']);
    expect(assignableRoles('OWNER')).toHaveLength(5);
    expect(assignableRoles('KITCHEN')).toEqual([]);
  });
});
