// Demo staff logins: one user per role for every demo brand, all with the same password.
import type { StaffRole } from '@tableside/shared/domain/enums';

/** Demo only; printed at start. */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoStaffUser {
  brandId: number;
  username: string;
  role: StaffRole;
  displayName: string;
}

const ROLES: { base: string; role: StaffRole; displayName: string }[] = [
  { base: 'manager', role: 'MANAGER', displayName: 'Meera (Manager)' },
  { base: 'associate', role: 'CUSTOMER_ASSOCIATE', displayName: 'Arjun (Customer Associate)' },
  { base: 'waiter', role: 'WAITER', displayName: 'Wasim (Waiter)' },
  { base: 'kitchen', role: 'KITCHEN', displayName: 'Kavya (Kitchen)' },
  // Last, so the other roles keep the ids the demo has always given them.
  { base: 'owner', role: 'OWNER', displayName: 'Omar (Owner)' },
];

/** Brand 1 gets `manager`, `associate`, ...; brand N > 1 gets `managerN`, `associateN`, .... */
export function demoStaffOf(brandId: number): DemoStaffUser[] {
  const suffix = brandId === 1 ? '' : String(brandId);
  return ROLES.map(({ base, role, displayName }) => ({
    brandId,
    username: `${base}${suffix}`,
    role,
    displayName,
  }));
}
