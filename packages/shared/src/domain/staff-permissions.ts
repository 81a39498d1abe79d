// What each staff role may do: the ONE table the server enforces (requireStaff) and the staff
// console uses to hide actions a role cannot take.
//
// - OWNER: the brand's owner: everything, in every branch of the brand, including what only an
//   owner may do: branches, the brand's look, payment and SMS settings.
// - MANAGER: everything but the owner's, in the branches he is assigned to, including the
//   accounts of floor and kitchen staff there (which accounts: domain/staff-management.ts).
// - CUSTOMER_ASSOCIATE (looks after guests at their tables, spec section 6): the floor and
//   orders, verifies tables, answers call-waiter, settles bills, moves guests between tables.
// - WAITER (serves and settles): the floor and orders, delivers items and completes groups,
//   cancels quantities, answers call-waiter, settles bills.
// - KITCHEN (prepares food): reads orders to cook them, marks items and groups delivered and
//   switches items out of stock; it neither sees the floor nor touches money.
// Money beyond settling the bill (discounts, prices), closing without payment, voiding and
// staffing tables change what the restaurant earns or who is responsible: managers only.
// Guests' ratings and comments (viewFeedback) are read by whoever looks after guests at their
// tables, not by the kitchen.
import type { StaffRole } from './enums';

export const STAFF_ACTIONS = [
  'viewFloor',
  'viewOrder',
  'assignAssociate',
  'verifyTable',
  'deliverItem',
  'completeGroup',
  'cancelItem',
  'moveOrder',
  'closeTable',
  'voidOrder',
  'startCheckout',
  'recordPayment',
  'applyDiscount',
  'resolveCallWaiter',
  'setAvailability',
  'changePrice',
  'refundPayment',
  'editMenu',
  'prepareItem',
  'manageTables',
  'editBranchSettings',
  'manageKitchenStations',
  'viewReports',
  'viewFeedback',
  'editBrandLook',
  'manageBranches',
  'manageStaff',
  'managePaymentSettings',
  'manageSmsSettings',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What only an owner may do: the branches, the brand, and where the money and messages go. */
const OWNER_ONLY: readonly StaffAction[] = [
  'editBrandLook',
  'manageBranches',
  'managePaymentSettings',
  'manageSmsSettings',
];

const GRANTS: Record<StaffRole, readonly StaffAction[]> = {
  OWNER: STAFF_ACTIONS,
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

/** Whether a staff member of this role may take this action. */
export function can(role: StaffRole, action: StaffAction): boolean {
  return GRANTS[role].includes(action);
}

/** How a refusal names the action: "You are not allowed to void an order". */
export const STAFF_ACTION_LABELS: Record<StaffAction, string> = {
  viewFloor: 'view the floor',
  viewOrder: 'view an order',
  assignAssociate: 'assign a customer associate',
  verifyTable: 'verify a table',
  deliverItem: 'deliver an item',
  completeGroup: 'complete an order group',
  cancelItem: 'cancel an item',
  moveOrder: 'move an order',
  closeTable: 'close a table',
  voidOrder: 'void an order',
  startCheckout: 'start checkout',
  recordPayment: 'record a payment',
  applyDiscount: 'apply a discount',
  resolveCallWaiter: 'resolve a call-waiter request',
  setAvailability: 'change item availability',
  changePrice: 'change a price',
  refundPayment: 'refund a payment',
  editMenu: 'edit the menu',
  prepareItem: "change an item's kitchen status",
  manageTables: 'manage tables and QR codes',
  editBranchSettings: "change the branch's hours, charges and taxes",
  manageKitchenStations: 'manage kitchen stations',
  viewReports: 'view reports',
  viewFeedback: "read guests' feedback",
  editBrandLook: "change the brand's look",
  manageBranches: 'manage branches',
  manageStaff: 'manage staff accounts',
  managePaymentSettings: 'change the payment settings',
  manageSmsSettings: 'change the SMS settings',
};

export const notAllowedMessage = (action: StaffAction) =>
  `You are not allowed to ${STAFF_ACTION_LABELS[action]}`;

/**
 * Who may look after a table as its customer associate, in the order a picker groups them:
 * associates (whose job it is) before managers (who cover in small venues).
 */
export const TABLE_ASSOCIATE_ROLES = [
  'CUSTOMER_ASSOCIATE',
  'MANAGER',
] as const satisfies readonly StaffRole[];
export type TableAssociateRole = (typeof TABLE_ASSOCIATE_ROLES)[number];

export const isTableAssociateRole = (role: StaffRole): role is TableAssociateRole =>
  (TABLE_ASSOCIATE_ROLES as readonly StaffRole[]).includes(role);
