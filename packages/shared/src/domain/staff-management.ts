// Who may manage whose staff account: the rule the server enforces on every account write and
// the Staff page uses to offer only what it will accept. An owner manages everyone of his
// brand; a manager manages the floor and kitchen roles, and only people who work at his
// branches alone (a waiter also working at another branch is that branch's business too).
import type { StaffRole } from './enums';

/** The roles a manager may give and whose accounts he may manage. */
export const MANAGER_MANAGED_ROLES = [
  'CUSTOMER_ASSOCIATE',
  'WAITER',
  'KITCHEN',
] as const satisfies readonly StaffRole[];

export interface StaffScope {
  role: StaffRole;
  branchIds: readonly number[];
}

export const MANAGED_ROLE_MESSAGE =
  'Managers can only manage waiters, customer associates and kitchen staff';
export const MANAGED_BRANCH_MESSAGE =
  'Managers can only manage staff who work only at their own branches';

const managedRole = (role: StaffRole) =>
  (MANAGER_MANAGED_ROLES as readonly StaffRole[]).includes(role);

/** The roles `actor` may give to an account. */
export function assignableRoles(actorRole: StaffRole): readonly StaffRole[] {
  if (actorRole === 'OWNER') return ['OWNER', 'MANAGER', ...MANAGER_MANAGED_ROLES];
  return actorRole === 'MANAGER' ? MANAGER_MANAGED_ROLES : [];
}

/**
 * Why `actor` may not manage an account in state `target` (its role and branches, before or
 * after an edit), or null when he may. Both the account as it is and as it would become are
 * checked, so a manager can neither touch a manager nor turn a waiter into one.
 */
export function manageProblem(actor: StaffScope, target: StaffScope): string | null {
  if (actor.role === 'OWNER') return null;
  if (actor.role !== 'MANAGER' || !managedRole(target.role)) return MANAGED_ROLE_MESSAGE;
  if (target.branchIds.length === 0) return MANAGED_BRANCH_MESSAGE;
  const outside = target.branchIds.some((id) => !actor.branchIds.includes(id));
  return outside ? MANAGED_BRANCH_MESSAGE : null;
}

export const canManage = (actor: StaffScope, target: StaffScope) =>
  manageProblem(actor, target) === null;
