import { buildPath } from './routes';

// Apart from routes.ts: only the staff console and the verification banner use these, and
// what routes.ts holds is in the guest app's entry bundle (its 40 kB budget).

/** Where the two apps are served. */
export const APP_PATHS = {
  guest: '/',
  staff: '/staff/',
  /** The verification banner's QR code opens this page of the staff console (DECISIONS). */
  staffVerify: '/staff/verify/:orderId',
  /** The first-run setup page; the printed link adds `?token=...`. */
  staffSetup: '/staff/setup',
} as const;

/** The absolute URL the verification QR code encodes: `{PUBLIC_URL}/staff/verify/{orderId}`. */
export const staffVerifyUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl.replace(/\/+$/, '')}${buildPath(APP_PATHS.staffVerify, { orderId })}`;
