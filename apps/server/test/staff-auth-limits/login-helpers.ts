// Sign-in calls as a client behind the proxy would make them: the proxy (loopback, trusted
// by TRUST_PROXY) forwards the client's address in X-Forwarded-For.
import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TestApp } from '../helpers/test-app';
import { DEMO_PASSWORD } from '../staff-api/staff-api-fixture';

export { DEMO_PASSWORD };
export const WRONG = 'not-the-password';
export const MINUTE = 60_000;

export const login = (t: TestApp, username: string, password: string, clientIp = '198.51.100.1') =>
  t.app.inject({
    method: 'POST',
    url: STAFF_ROUTES.login,
    payload: { username, password },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': clientIp },
  });

/** A different client address for every call: what a botnet or a rotating proxy gives. */
let next = 0;
export const freshIp = () => {
  next += 1;
  return `203.0.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
};

/** `n` wrong passwords at `username`, each from a new address; the status codes answered. */
export async function guess(t: TestApp, username: string, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1)
    codes.push((await login(t, username, WRONG, freshIp())).statusCode);
  return codes;
}
