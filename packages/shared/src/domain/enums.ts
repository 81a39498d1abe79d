// Status and kind vocabularies of the spec (section 3) and DECISIONS.md, shared by server and clients.

export const ORDER_STATUSES = [
  'NEW',
  'IN_PROGRESS',
  'REQUEST_BILL',
  'CHECKOUT',
  'COMPLETED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_GROUP_STATUSES = [
  'NEW',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'DELIVERED',
] as const;
export type OrderGroupStatus = (typeof ORDER_GROUP_STATUSES)[number];

export const ORDER_ITEM_STATUSES = ['NEW', 'IN_PROGRESS', 'DELIVERED', 'CANCELLED'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

export const FOOD_TYPES = ['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

/** Filters as the guest picks them (spec section 3). */
export const FOOD_FILTERS = [
  'VEGETARIAN',
  'NON_VEGETARIAN',
  'EGGETARIAN',
  'ALCOHOLIC',
  'NON_ALCOHOLIC',
] as const;
export type FoodFilter = (typeof FOOD_FILTERS)[number];

/** Filter values as the menu call carries them (spec section 7). */
export const FOOD_FILTER_WIRE_VALUES = [
  'VEGETARIAN',
  'NON_VEGETARIAN',
  'EGGETARIAN',
  'ALCOHOL',
  'BEVERAGES',
] as const;
export type FoodFilterWire = (typeof FOOD_FILTER_WIRE_VALUES)[number];

export const MENU_TABS = ['DRINK', 'EAT', 'SMOKE'] as const;
export type MenuTab = (typeof MENU_TABS)[number];

/** Header tab ids of /home (spec section 2). */
export const HOME_TAB_IDS = { FOR_YOU: 100, SMOKE: 101, DRINK: 102, EAT: 103 } as const;
/** Tab ids of /order (spec section 2). */
export const ORDER_TAB_IDS = { PENDING: 99, COMPLETED: 97 } as const;

export const CALL_WAITER_REASONS = ['WATER', 'CUTLERY', 'CLEAN_UP', 'OTHERS'] as const;
export type CallWaiterReason = (typeof CALL_WAITER_REASONS)[number];

export const CALL_WAITER_STATUSES = ['REQUESTED', 'RESOLVED'] as const;
export type CallWaiterStatus = (typeof CALL_WAITER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'CHARGED',
  'PENDING_VBV',
  'AUTHORIZING',
  'AUTHORIZATION_FAILED',
  'AUTHENTICATION_FAILED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['CASH', 'CARD', 'UPI', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CHECK_IN_STATES = ['NEW', 'JOIN', 'CHECKOUT', 'CUST_ASSOC_NOT_ASSIGNED'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const TABLE_VERIFICATION_STATES = ['VERIFIED', 'NOT_VERIFIED'] as const;
export type TableVerificationState = (typeof TABLE_VERIFICATION_STATES)[number];

export const PROMOTION_CONTAINER_SIZES = ['TWO_BY_TWO', 'FULL_WIDTH'] as const;
export type PromotionContainerSize = (typeof PROMOTION_CONTAINER_SIZES)[number];

export const STAFF_ROLES = ['OWNER', 'MANAGER', 'CUSTOMER_ASSOCIATE', 'WAITER', 'KITCHEN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Online payment gateways an owner can configure (PaymentPort adapters). */
export const PAYMENT_PROVIDERS = ['simulated', 'stripe', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** SMS providers an owner can configure (SmsPort adapters). */
export const SMS_PROVIDERS = ['console', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** A refund's life at the gateway. */
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The kitchen's progress on an item before it is DELIVERED (issue 14 item 7). */
export const PREP_STATUSES = ['NEW', 'PREPARING', 'READY'] as const;
export type PrepStatus = (typeof PREP_STATUSES)[number];

/** A charge or tax is a rate of what it applies to, or a fixed amount per bill. */
export const RATE_RULE_KINDS = ['RATE', 'FIXED'] as const;
export type RateRuleKind = (typeof RATE_RULE_KINDS)[number];

/** How a bill's payable is rounded: to the nearest whole unit (the spec's round-off) or not. */
export const BILL_ROUNDINGS = ['RUPEE', 'NONE'] as const;
export type BillRounding = (typeof BILL_ROUNDINGS)[number];

/**
 * How a guest pays a share of a split bill (issue 17): the whole remaining bill, one of N
 * equal parts, chosen items (or fractions of them), or an amount they name.
 */
export const BILL_SHARE_WAYS = ['REMAINING', 'EQUAL', 'ITEMS', 'AMOUNT'] as const;
export type BillShareWay = (typeof BILL_SHARE_WAYS)[number];

/** A share whose gateway session is open (HELD) or that is paid; released shares count for nothing. */
export const COMMITTED_SHARE_STATUSES = ['HELD', 'PAID'] as const;
export type CommittedShareStatus = (typeof COMMITTED_SHARE_STATUSES)[number];

/** Why a share was released: its payment failed, its hold ran out, or the bill changed under it. */
export const SHARE_RELEASE_REASONS = ['FAILED', 'EXPIRED', 'BILL_CHANGED'] as const;
export type ShareReleaseReason = (typeof SHARE_RELEASE_REASONS)[number];
