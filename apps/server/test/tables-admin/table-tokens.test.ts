import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import {
  TABLE_CONFLICT_MESSAGE,
  TABLES_ADMIN_ROUTES,
  type TAdminTable,
} from '@tableside/shared/contract/tables-admin';
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index';
import { newDeviceId, newPhone, postCheckIn } from '../check-in/check-in-helpers';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { BRANCH, call, linkQuery, readSetup, requireTokens, url } from './tables-fixture';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = await signIn(t, 'manager');
});

/** The guest's table lookup as the app makes it from a scanned link's query. */
const lookup = (tableId: number, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.tableOrder}?tenantId=1&branchId=1&tableId=${tableId}${token ? `&t=${token}` : ''}`,
    headers: { 'x-tenant': '1' },
  });

const checkIn = (tableId: number, token?: string) =>
  postCheckIn(t, {
    phoneNo: newPhone(),
    tableId,
    branchId: BRANCH,
    deviceId: newDeviceId(),
    noOfGuest: 2,
    ...(token ? { t: token } : {}),
  });

const tokenOf = (table: TAdminTable | undefined) =>
  linkQuery(table?.link ?? 'http://x/').get('t') ?? '';

describe("the branch's 'Require QR token' switch", () => {
  it('is off for the demo branch: plain links, and guests enter without a token', async () => {
    const setup = await readSetup(t, manager);
    expect(setup.tableTokensRequired).toBe(false);
    expect(setup.tables.every((x) => !linkQuery(x.link).has('t'))).toBe(true);
    expect((await lookup(1)).statusCode).toBe(200);
  });

  it('on: every table gets a 128-bit token in its link, and only that token lets a guest in', async () => {
    const setup = await requireTokens(t, manager, true);
    expect(setup.tables.every((x) => x.hasToken)).toBe(true);
    const table = setup.tables.find((x) => x.id === 1);
    const token = tokenOf(table);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(table?.link).toBe(`http://localhost:80/?brandId=1&branchId=1&tableId=1&t=${token}`);

    expect((await lookup(1, token)).statusCode).toBe(200);
    for (const bad of [undefined, 'A'.repeat(22), `${token.slice(0, -1)}x`]) {
      const res = await lookup(1, bad);
      expect(res.statusCode, String(bad)).toBe(404);
    }
    // Guessing another table's id with this table's token does not work either.
    expect((await lookup(2, token)).statusCode).toBe(404);

    const refused = await checkIn(1);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(MSG.tableNotIdentified);
    const sent = await checkIn(1, token);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it("rotation retires the table's printed codes at once; a stale version is 409", async () => {
    const before = (await readSetup(t, manager)).tables.find((x) => x.id === 4);
    const oldToken = tokenOf(before);
    const path = url(TABLES_ADMIN_ROUTES.rotateToken, { branchId: BRANCH, tableId: 4 });
    const res = await call(t, manager, 'POST', path, { version: before?.version });
    expect(res.statusCode, res.body).toBe(200);
    const newToken = tokenOf(res.json());
    expect(newToken).not.toBe(oldToken);

    const old = await checkIn(4, oldToken);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(MSG.tableNotIdentified);
    expect((await lookup(4, oldToken)).statusCode).toBe(404);
    expect((await lookup(4, newToken)).statusCode).toBe(200);

    const stale = await call(t, manager, 'POST', path, { version: before?.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TABLE_CONFLICT_MESSAGE);
    // The audit trail records the rotation, never the token.
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'table.rotateToken'));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.detail)).not.toContain(newToken);
  });

  it('a new table of the branch gets a token; rotate all replaces every one', async () => {
    const made = await call(
      t,
      manager,
      'POST',
      url(TABLES_ADMIN_ROUTES.tables, { branchId: BRANCH }),
      {
        name: 'Booth',
      },
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(tokenOf(made.json())).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const before = await readSetup(t, manager);
    const res = await call(
      t,
      manager,
      'POST',
      url(TABLES_ADMIN_ROUTES.rotateAll, { branchId: BRANCH }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after: TAdminTable[] = res.json().tables;
    for (const table of before.tables) {
      const now = after.find((x) => x.id === table.id);
      expect(tokenOf(now), table.name).not.toBe(tokenOf(table));
    }
    expect((await lookup(1, tokenOf(before.tables.find((x) => x.id === 1)))).statusCode).toBe(404);
  });

  it('off again: plain links work, and a stale switch is 409', async () => {
    const { settingsVersion } = await readSetup(t, manager);
    const off = await requireTokens(t, manager, false);
    expect(off.tables.every((x) => !linkQuery(x.link).has('t'))).toBe(true);
    expect((await lookup(1)).statusCode).toBe(200);
    const stale = await call(
      t,
      manager,
      'PUT',
      url(TABLES_ADMIN_ROUTES.tokensRequired, { branchId: BRANCH }),
      {
        required: true,
        version: settingsVersion,
      },
    );
    expect(stale.statusCode).toBe(409);
  });
});
