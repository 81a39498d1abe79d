import type { StaffRole } from '@tableside/shared/domain/enums';

/** Roles in the order the Staff page offers them, with what each may do. */
export const ROLE_CHOICES: readonly { role: StaffRole; label: string; description: string }[] = [
  { role: 'WAITER', label: 'Waiter', description: 'Serves tables, delivers items, settles bills' },
  {
    role: 'CUSTOMER_ASSOCIATE',
    label: 'Customer associate',
    description: 'Looks after guests, verifies tables, settles bills',
  },
  { role: 'KITCHEN', label: 'Kitchen', description: 'Cooks orders and marks items out of stock' },
  {
    role: 'MANAGER',
    label: 'Manager',
    description: 'Everything at his branches, his floor and kitchen staff included, but settings',
  },
  { role: 'OWNER', label: 'Owner', description: 'Everything, in every branch, staff and settings' },
];

export const roleLabel = (role: StaffRole) =>
  ROLE_CHOICES.find((choice) => choice.role === role)?.label ?? role;
