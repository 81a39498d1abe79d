import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

// Issue 12, defect 6: the branch lookup answered 200 without X-Tenant, while the guest calls
// after the tenant lookup refuse it (spec section 7: every call but the tenant lookup sends it).
describe('GET /v1/branch/public and the X-Tenant header', () => {
  it('refuses a call without X-Tenant as the menu does: 400 naming the header', async () => {
    const branch = await t.app.inject({ method: 'GET', url: '/v1/branch/public?id=1' });
    const menu = await t.app.inject({
      method: 'GET',
      url: '/v1/menuItemMaster/public/menu-item-grouped-category?branchId=1',
    });
    expect(menu.statusCode).toBe(400);
    expect(branch.statusCode).toBe(400);
    expect(branch.json()).toEqual({
      message: expect.stringMatching(/^x-tenant\b/),
      error: 'Bad Request',
      statusCode: 400,
    });
    expect(branch.json().message).toBe(menu.json().message);
  });

  it('answers with the header of the brand that owns the branch', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/branch/public?id=1',
      headers: { 'x-tenant': '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().branchId).toBe(1);
  });
});
