// Calls of the staff account tests, through the real routes.
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type {
  TStaffAccount,
  TStaffAccountsResponse,
} from '@tableside/shared/contract/staff-accounts';
import { STAFF_PIN_ROUTES } from '@tableside/shared/contract/staff-pin';
import type { TestApp } from '../helpers/test-app';

type Headers = Record<string, string>;

export function accountCalls(t: TestApp) {
  const list = (headers: Headers) =>
    t.app.inject({ method: 'GET', url: STAFF_ROUTES.staffAccounts, headers });
  return {
    list,
    accountOf: async (username: string, headers: Headers): Promise<TStaffAccount> => {
      const body: TStaffAccountsResponse = (await list(headers)).json();
      const account = body.accounts.find((a) => a.username === username);
      if (!account) throw new Error(`no account ${username}`);
      return account;
    },
    create: (payload: object, headers: Headers) =>
      t.app.inject({ method: 'POST', url: STAFF_ROUTES.staffAccounts, headers, payload }),
    update: (staffUserId: number, payload: object, headers: Headers) =>
      t.app.inject({
        method: 'PATCH',
        url: buildPath(STAFF_ROUTES.staffAccount, { staffUserId }),
        headers,
        payload,
      }),
    resetPassword: (staffUserId: number, password: string, headers: Headers) =>
      t.app.inject({
        method: 'PUT',
        url: buildPath(STAFF_ROUTES.staffAccountPassword, { staffUserId }),
        headers,
        payload: { password },
      }),
    setPin: (staffUserId: number, pin: string, headers: Headers) =>
      t.app.inject({
        method: 'PUT',
        url: buildPath(STAFF_PIN_ROUTES.staffAccountPin, { staffUserId }),
        headers,
        payload: { pin },
      }),
    clearPin: (staffUserId: number, headers: Headers) =>
      t.app.inject({
        method: 'DELETE',
        url: buildPath(STAFF_PIN_ROUTES.staffAccountPin, { staffUserId }),
        headers,
      }),
    login: (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: STAFF_ROUTES.login, payload: { username, password } }),
  };
}
