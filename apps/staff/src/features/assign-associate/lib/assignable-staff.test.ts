import type { TStaffRosterMember } from '@tableside/shared/contract/staff-console';
import { describe, expect, it } from 'vitest';
import { assignableGroups } from './assignable-staff';

const member = (id: number, name: string, role: TStaffRosterMember['role']) => ({ id, name, role });

describe('assignableGroups', () => {
  it('offers customer associates first, then managers, each by name', () => {
    const groups = assignableGroups([
      member(1, 'Meera', 'MANAGER'),
      member(2, 'Zoya', 'CUSTOMER_ASSOCIATE'),
      member(3, 'Arjun', 'CUSTOMER_ASSOCIATE'),
    ]);
    expect(groups.map((g) => [g.role, g.members.map((m) => m.name)])).toEqual([
      ['CUSTOMER_ASSOCIATE', ['Arjun', 'Zoya']],
      ['MANAGER', ['Meera']],
    ]);
  });

  it('leaves out waiters and kitchen staff, whom the server would refuse', () => {
    const groups = assignableGroups([member(4, 'Wasim', 'WAITER'), member(5, 'Kavya', 'KITCHEN')]);
    expect(groups).toEqual([]);
  });
});
