import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches, brands } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const tenant = () => t.app.inject({ url: GUEST_ROUTES.tenant, query: { id: '1' } });
const branch = () =>
  t.app.inject({ url: GUEST_ROUTES.branch, query: { id: '1' }, headers: { 'x-tenant': '1' } });

// The first lookups may be answered from memory (decision 0028); a guest never sees an answer
// from before a write that was committed when they asked, whoever made the write.
describe('the tenant and branch lookups after a write', () => {
  it('show a renamed brand and branch at the next request', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await tenant()).json().tenantName).toBe('The Brew Room');
      expect((await branch()).statusCode).toBe(200);
    }
    await t.db.update(brands).set({ name: 'Brew Room Two' }).where(eq(brands.id, 1));
    expect((await tenant()).json().tenantName).toBe('Brew Room Two');
    await t.db.update(branches).set({ name: 'Renamed' }).where(eq(branches.id, 1));
    expect((await branch()).json().branchName).toBe('Renamed');
  });

  it('see a change made inside a transaction once it commits, and not before', async () => {
    const before = (await tenant()).json().tenantName;
    await t.db.transaction(async (tx) => {
      await tx.update(brands).set({ name: 'In Transaction' }).where(eq(brands.id, 1));
      if (t.database.kind === 'postgres') {
        expect((await tenant()).json().tenantName).toBe(before);
      }
    });
    expect((await tenant()).json().tenantName).toBe('In Transaction');
  });

  it('close a branch archived by plain SQL to guests at once', async () => {
    expect((await branch()).statusCode).toBe(200);
    await t.db.execute(sql`update branches set archived_at = now() where id = 1`);
    expect((await branch()).statusCode).toBe(404);
  });
});
