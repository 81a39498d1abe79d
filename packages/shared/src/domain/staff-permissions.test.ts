import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from './enums';
import { can, notAllowedMessage, STAFF_ACTIONS, type StaffAction } from './staff-permissions';

// The expected grants, written out role by role so a changed grant shows up in review.
const OWNER_ONLY: StaffAction[] = [
  'editBrandLook',
  'manageBranches',
  'managePaymentSettings',
  'manageSmsSettings',
];
const EXPECTED: Record<StaffRole, StaffAction[]> = {
  OWNER: [...STAFF_ACTIONS],
  MANAGER: STAFF_ACTIONS.filter((action) => !OWNER_ONLY.includes(action)),
  CUSTOMER_ASSOCIATE: [
    'viewFloor',
    'viewOrder',
    'verifyTable',
    'moveOrder',
    'startCheckout',
    'recordPayment',
    'resolveCallWaiter',
    'viewFeedback',
  ],
  WAITER: [
    'viewFloor',
    'viewOrder',
    'deliverItem',
    'prepareItem',
    'completeGroup',
    'cancelItem',
    'startCheckout',
    'recordPayment',
    'resolveCallWaiter',
    'viewFeedback',
  ],
  KITCHEN: ['viewOrder', 'deliverItem', 'completeGroup', 'setAvailability', 'prepareItem'],
};

describe('can', () => {
  const cases = STAFF_ROLES.flatMap((role) =>
    STAFF_ACTIONS.map((action) => ({ role, action, allowed: EXPECTED[role].includes(action) })),
  );
  it.each(cases)('$role $action -> $allowed', ({ role, action, allowed }) => {
    expect(can(role, action)).toBe(allowed);
  });

  it('keeps money and staffing decisions with managers', () => {
    for (const action of [
      'applyDiscount',
      'changePrice',
      'voidOrder',
      'closeTable',
      'refundPayment',
    ] as const) {
      expect(STAFF_ROLES.filter((role) => can(role, action))).toEqual(['OWNER', 'MANAGER']);
    }
  });

  it('lets managers manage staff accounts (which ones: staff-management.ts)', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'manageStaff'))).toEqual(['OWNER', 'MANAGER']);
  });

  it('keeps branches, the brand look and provider settings with the owner alone', () => {
    for (const action of OWNER_ONLY) {
      expect(STAFF_ROLES.filter((role) => can(role, action))).toEqual(['OWNER']);
    }
  });

  it('names the refused action', () => {
    expect(notAllowedMessage('voidOrder')).toBe('You are not allowed to void an order');
  });
});
