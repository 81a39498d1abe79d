import type { TStaffRosterMember } from '@tableside/shared/contract/staff-console';
import {
  TABLE_ASSOCIATE_ROLES,
  type TableAssociateRole,
} from '@tableside/shared/domain/staff-permissions';

// Only the roles the server accepts as a table's associate are offered, in the shared order.
type AssignableRole = TableAssociateRole;

export const ROLE_GROUP_TITLES: Record<AssignableRole, string> = {
  CUSTOMER_ASSOCIATE: 'Customer associates',
  MANAGER: 'Managers',
};

export interface AssignableGroup {
  role: AssignableRole;
  members: TStaffRosterMember[];
}

/** The roster's assignable members by role group (empty groups left out), each by name. */
export function assignableGroups(roster: readonly TStaffRosterMember[]): AssignableGroup[] {
  return TABLE_ASSOCIATE_ROLES.map((role) => ({
    role,
    members: roster
      .filter((member) => member.role === role)
      .sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((group) => group.members.length > 0);
}
