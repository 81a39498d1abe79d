// Business constants and limits of spec section 9 and DECISIONS.md.

export const GUESTS_MIN = 1;
export const GUESTS_MAX = 6;
export const OTP_LENGTH = 4;
export const PIN_LENGTH = 4;
export const RESEND_OTP_COUNTDOWN_S = 59;

export const TOAST_DURATION_MS = 3000;
export const FORM_MESSAGE_CLEAR_MS = 3000;
export const PRICE_CHANGE_TOAST_MS = 5000;

export const SEARCH_DEBOUNCE_MS = 1000;
export const QUANTITY_DEBOUNCE_MS = 150;

export const LAST_CALL_WINDOW_S = 600;
export const LAST_CALL_TICK_MS = 1000;

export const SLIDE_CONFIRM_THRESHOLD = 0.35;
export const SLIDE_HANDLE_OFFSET_PX = 62;

export const PAYMENT_POLL_MS = 5000;
export const PAYMENT_MAX_ERROR_RETRIES = 4;
export const PAYMENT_REDIRECT_COUNTDOWN_S = 5;

export const BLOCKED_PAGE_REFETCH_MS = 180_000;
export const PAYMENT_IN_PROGRESS_REDIRECT_MS = 4000;
export const LOGOUT_REDIRECT_MS = 4000;
export const HISTORY_TRAP_MS = 500;
export const PUSH_STATE_CLEAR_MS = 2000;

export const DEFAULT_FOOTER_HEIGHT = 70;
export const QUERY_KEEP_ALIVE_MS = 60_000;
export const PROMOTIONS_PAGE_SIZE = 100;

export const CURRENCY = { locale: 'en-IN', code: 'INR' } as const;

// Guest identity limits (DECISIONS.md).
export const OTP_TTL_S = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_MAX_PER_NUMBER = 3;
export const OTP_MAX_PER_IP = 100;
export const OTP_RATE_WINDOW_S = 10 * 60;
export const OTP_DEVICE_TRUST_DAYS = 30;
export const PIN_MAX_WRONG_TRIES = 5;
export const PIN_LOCK_S = 15 * 60;
