import { BRANCH_ADMIN_ROUTES, type TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { brewRoom } from '../../src/db/seed/demo-content/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { asUpdate, branchUrl, type Headers, send } from './branch-admin-fixture';

const t = useTestApp();
let owner: Headers;

const terms = (query: string, tenant = '1') =>
  send(t, { 'x-tenant': tenant }, 'GET', `/v1/tenant/public/terms?${query}`);

beforeAll(async () => {
  owner = await signIn(t, 'owner');
});

describe("the guest's terms with branch overrides", () => {
  it("follow the brand's while the branch has none", async () => {
    const res = await terms('id=1&branchId=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      termsText: brewRoom.termsText,
      serviceChargeText: brewRoom.serviceChargeText,
    });
  });

  it("show the branch's own once the owner sets them; the sibling keeps the brand's", async () => {
    const list = (await send(t, owner, 'GET', BRANCH_ADMIN_ROUTES.branches)).json();
    const branch = list.branches.find((b: TAdminBranch) => b.id === 2);
    const saved = await send(
      t,
      owner,
      'PATCH',
      branchUrl(2),
      asUpdate(branch, { termsText: 'Koramangala: live music after 9 pm' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await terms('id=1&branchId=2')).json()).toEqual({
      termsText: 'Koramangala: live music after 9 pm',
      serviceChargeText: brewRoom.serviceChargeText,
    });
    expect((await terms('id=1&branchId=1')).json().termsText).toBe(brewRoom.termsText);
    // Without a branch the call is the spec's brand lookup, unchanged.
    expect((await terms('id=1')).json().termsText).toBe(brewRoom.termsText);
    // Clearing the override returns to the brand's.
    const cleared = await send(
      t,
      owner,
      'PATCH',
      branchUrl(2),
      asUpdate(saved.json(), { termsText: null }),
    );
    expect(cleared.statusCode).toBe(200);
    expect((await terms('id=1&branchId=2')).json().termsText).toBe(brewRoom.termsText);
  });

  it("answers another brand's branch as unknown", async () => {
    expect((await terms('id=1&branchId=3')).statusCode).toBe(404);
    expect((await terms('id=1&branchId=abc')).statusCode).toBe(400);
  });
});
