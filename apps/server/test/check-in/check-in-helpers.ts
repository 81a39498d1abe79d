// Drives the check-in call the way the guest app does, reading codes from the dev outbox.
import type { TCheckInBody } from '@tableside/shared/contract/check-in';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index';
import { GUEST_COOKIE } from '../../src/http/guest-session';
import type { TestApp } from '../helpers/test-app';

let numbers = 0;
/** A fresh valid Indian mobile number per call, so per-number limits never leak between tests. */
export function newPhone(): string {
  numbers += 1;
  return `+9197${String(process.pid % 1000).padStart(3, '0')}${String(numbers).padStart(5, '0')}`;
}

let devices = 0;
export function newDeviceId(): string {
  devices += 1;
  return `device-${process.pid}-${devices}`;
}

export interface CallOptions {
  tenant?: string;
  cookie?: string;
  ip?: string;
}

/** Bodies are loose on purpose: tests also send what the contract refuses. */
export function postCheckIn(
  t: TestApp,
  body: Partial<TCheckInBody> | Record<string, unknown>,
  opts: CallOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.checkIn,
    headers: {
      'x-tenant': opts.tenant ?? '1',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    remoteAddress: opts.ip ?? '10.0.0.1',
    payload: body,
  });
}

/** The newest code the console adapter "sent" to the number. */
export function lastCode(t: TestApp, phoneNo: string): string {
  const code = t.outbox(phoneNo)[0]?.otp;
  if (!code) throw new Error(`no SMS to ${phoneNo}`);
  return code;
}

/** `ts_guest=...` from an answer's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string | null {
  const cookie = res.cookies.find((c) => c.name === GUEST_COOKIE);
  return cookie ? `${GUEST_COOKIE}=${cookie.value}` : null;
}

/**
 * A whole check-in of a new number: code requested, verified together with the name (the app
 * sends them one after the other; one call does both). Returns the final answer and cookie.
 */
export async function checkInNewGuest(
  t: TestApp,
  opts: {
    tableId?: number;
    branchId?: number;
    name?: string;
    phoneNo?: string;
    deviceId?: string;
    ip?: string;
  } = {},
) {
  const base = {
    phoneNo: opts.phoneNo ?? newPhone(),
    tableId: opts.tableId ?? 1,
    branchId: opts.branchId ?? 1,
    deviceId: opts.deviceId ?? newDeviceId(),
    noOfGuest: 2,
  };
  const sent = await postCheckIn(t, base, { ip: opts.ip });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const res = await postCheckIn(
    t,
    { ...base, otpPin: lastCode(t, base.phoneNo), name: opts.name ?? 'Asha Rao' },
    { ip: opts.ip },
  );
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('no session cookie');
  return { ...base, body: res.json(), cookie };
}

export async function tableCodeOf(t: TestApp, orderId: number): Promise<string> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return order.tableCode;
}

export function postVerifyTable(
  t: TestApp,
  orderId: number | string,
  tableCode: string,
  opts: CallOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${GUEST_ROUTES.verifyTable}?orderId=${orderId}`,
    headers: { 'x-tenant': opts.tenant ?? '1', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: { tableCode },
  });
}

export function postNewCustomerOrder(
  t: TestApp,
  body: Record<string, unknown>,
  opts: CallOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.newCustomerOrder,
    headers: { 'x-tenant': opts.tenant ?? '1', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: body,
  });
}
