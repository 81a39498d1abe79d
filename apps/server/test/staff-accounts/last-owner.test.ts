import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type {
  TStaffAccount,
  TStaffAccountsResponse,
} from '@tableside/shared/contract/staff-accounts';
import { MANAGED_ROLE_MESSAGE } from '@tableside/shared/domain/staff-management';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAST_OWNER_MESSAGE } from '../../src/services/staff-accounts/last-owner-guard';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';

const t = useTestApp();
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await signIn(t, 'owner');
});

const accountOf = async (username: string): Promise<TStaffAccount> => {
  const res = await t.app.inject({
    method: 'GET',
    url: STAFF_ROUTES.staffAccounts,
    headers: owner,
  });
  const body: TStaffAccountsResponse = res.json();
  const account = body.accounts.find((a) => a.username === username);
  if (!account) throw new Error(`no account ${username}`);
  return account;
};
const update = (account: TStaffAccount, change: object) =>
  t.app.inject({
    method: 'PATCH',
    url: buildPath(STAFF_ROUTES.staffAccount, { staffUserId: account.id }),
    headers: owner,
    payload: { version: account.version, ...change },
  });

describe('the last owner', () => {
  it.each([
    ['demoted', { role: 'MANAGER' }],
    ['deactivated', { active: false }],
  ])('cannot be %s', async (_how, change) => {
    const res = await update(await accountOf('owner'), change);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LAST_OWNER_MESSAGE);
    expect(await accountOf('owner')).toMatchObject({ role: 'OWNER', active: true });
  });

  it('can step down once another owner is active, leaving that one the last', async () => {
    const promoted = await update(await accountOf('manager'), { role: 'OWNER' });
    expect(promoted.json()).toMatchObject({ role: 'OWNER', branchIds: [1, 2] });
    const stepDown = await update(await accountOf('owner'), { role: 'MANAGER', branchIds: [1] });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect(stepDown.json()).toMatchObject({ role: 'MANAGER', branchIds: [1] });
    // The former owner's session now carries a manager: the new owner is out of his reach.
    const newOwner = await accountOf('manager');
    const res = await t.app.inject({
      method: 'PATCH',
      url: buildPath(STAFF_ROUTES.staffAccount, { staffUserId: newOwner.id }),
      headers: owner,
      payload: { version: newOwner.version, active: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MANAGED_ROLE_MESSAGE);
    const manager = await signIn(t, 'manager');
    const last = await t.app.inject({
      method: 'GET',
      url: STAFF_ROUTES.staffAccounts,
      headers: manager,
    });
    const me = (last.json() as TStaffAccountsResponse).accounts.find(
      (a) => a.username === 'manager',
    );
    const refused = await t.app.inject({
      method: 'PATCH',
      url: buildPath(STAFF_ROUTES.staffAccount, { staffUserId: me?.id ?? 0 }),
      headers: manager,
      payload: { version: me?.version, active: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAST_OWNER_MESSAGE);
  });
});
