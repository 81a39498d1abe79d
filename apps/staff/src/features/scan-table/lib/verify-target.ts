import { APP_PATHS } from '@tableside/shared/contract/app-paths';
import { ID_MAX } from '@tableside/shared/contract/common';

// What a scanned QR code or a typed entry names: the order to verify, or why it names none.

export type VerifyTarget = { orderId: number } | { problem: string };

export const TARGET_PROBLEMS = {
  empty: 'Enter the order number or paste the verify link.',
  notVerifyCode:
    "That is not a table's verify code. Use the QR code in the guests' banner, or type the order number.",
  otherSite: 'That code belongs to another site, not to this console.',
  badNumber: 'That is not an order number.',
} as const;

const VERIFY_PATH = new RegExp(`^${APP_PATHS.staffVerify.replace(':orderId', '(\\d+)')}/?$`);

function orderIdFrom(digits: string): VerifyTarget {
  const orderId = Number(digits);
  return orderId >= 1 && orderId <= ID_MAX ? { orderId } : { problem: TARGET_PROBLEMS.badNumber };
}

function parseUrl(value: string, origin: string): URL | null {
  try {
    return new URL(value, origin);
  } catch {
    return null;
  }
}

/**
 * An order number ('42', '#42') or the verify URL the guests' QR code encodes
 * (`{origin}/staff/verify/42`). A verify URL of another origin is refused: this console can
 * only verify its own orders, and a look-alike code should not lead anywhere.
 */
export function parseVerifyTarget(text: string, origin: string): VerifyTarget {
  const value = text.trim();
  if (!value) return { problem: TARGET_PROBLEMS.empty };
  const number = /^#?(\d+)$/.exec(value);
  if (number) return orderIdFrom(number[1]!);
  const url = parseUrl(value, origin);
  const match = url ? VERIFY_PATH.exec(url.pathname) : null;
  if (!url || !match) return { problem: TARGET_PROBLEMS.notVerifyCode };
  if (url.origin !== new URL(origin).origin) return { problem: TARGET_PROBLEMS.otherSite };
  return orderIdFrom(match[1]!);
}
