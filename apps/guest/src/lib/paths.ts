// The guest app's routes (spec section 2), so features navigate by name, never by a typed string.

export const PATHS = {
  entry: '/',
  customerDetails: '/customer-details',
  verifyOtp: '/verify-otp',
  enterName: '/enter-name',
  verifyPin: '/verify-pin',
  terms: '/terms/:type',
  sessionExpired: '/session-expired',
  paymentConfirmation: '/payment-confirmation',
  paymentInProgressBlock: '/payment-in-progress-block',
  paymentStatus: '/payment-status',
  checkOut: '/check-out',
  billPending: '/bill-pending',
  home: '/home',
  order: '/order',
  reOrder: '/re-order',
  search: '/search',
  promotionDetails: '/promotion-details',
  /** A paid order's receipt from its signed link (docs/decisions/0016); no table session. */
  receipt: '/receipt/:token',
} as const;

/** `conditions` shows Terms & Conditions; any other type shows Service Charges (spec section 2). */
export const TERMS_TYPES = { conditions: 'conditions', serviceCharges: 'service-charges' } as const;

export const termsPath = (type: string) => `/terms/${encodeURIComponent(type)}`;
