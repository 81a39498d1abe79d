// Shared set-up of the first-run setup tests: a valid body and the two calls.
import { SETUP_ROUTES } from '@tableside/shared/contract/routes';
import type { TestApp } from '../helpers/test-app';

export const OWNER_PASSWORD = 'brass-lantern-42';

export function setupBody(token: string, username = 'omar') {
  return {
    token,
    owner: { username, displayName: 'Omar Shaikh', password: OWNER_PASSWORD },
    brand: { name: 'Chai & Co.', currency: 'INR', country: 'IN' },
    branch: {
      name: 'Bandra',
      displayName: 'Chai & Co. · Bandra',
      timeZone: 'Asia/Kolkata',
      openingTime: '08:00:00',
      closingTime: '23:00:00',
    },
  };
}

let nextIp = 1;
/** Each call from its own address unless told: the routes are rate-limited per address. */
const freshIp = () => `10.9.0.${nextIp++}`;

export const postSetup = (t: TestApp, payload: unknown, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: SETUP_ROUTES.setup,
    payload: payload as object,
    remoteAddress: ip,
  });

export const getStatus = (t: TestApp, token: string, ip = freshIp()) =>
  t.app.inject({
    method: 'GET',
    url: SETUP_ROUTES.status,
    query: { token },
    remoteAddress: ip,
  });
