import { SETUP_LINK_INVALID_MESSAGE } from '@tableside/shared/contract/setup';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, setupTokens, staffUsers } from '../../src/db/schema/index';
import { hashToken } from '../../src/http/guest-session';
import {
  issueSetupTokenIfNoOwner,
  SETUP_TOKEN_TTL_MS,
} from '../../src/services/setup/issue-setup-token';
import { useTestApp } from '../helpers/test-app';
import { getStatus, postSetup, setupBody } from './setup-fixture';

describe('setup token on an empty database', () => {
  const t = useTestApp({ seed: false });

  it('issues a random token and stores only its hash, expiring in 24 hours', async () => {
    const token = await issueSetupTokenIfNoOwner(t.db, t.clock);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(setupTokens);
    const row = rows.find((r) => r.tokenHash === hashToken(token ?? ''));
    expect(row?.usedAt).toBeNull();
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + SETUP_TOKEN_TTL_MS);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect((await getStatus(t, token ?? '')).json()).toEqual({ valid: true });
  });

  it('expires the older link when a new one is issued (only the last printed works)', async () => {
    const older = await issueSetupTokenIfNoOwner(t.db, t.clock);
    const newer = await issueSetupTokenIfNoOwner(t.db, t.clock);
    expect(newer).not.toBe(older);
    expect((await getStatus(t, older ?? '')).statusCode).toBe(404);
    expect((await getStatus(t, newer ?? '')).statusCode).toBe(200);
  });

  it('refuses a wrong token with the invalid-link 404, on both routes', async () => {
    await issueSetupTokenIfNoOwner(t.db, t.clock);
    const status = await getStatus(t, 'not-the-token');
    expect(status.statusCode).toBe(404);
    expect(status.json().message).toBe(SETUP_LINK_INVALID_MESSAGE);
    const post = await postSetup(t, setupBody('not-the-token'));
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(SETUP_LINK_INVALID_MESSAGE);
    expect(await t.db.select().from(brands)).toEqual([]);
  });

  it('refuses a token after 24 hours and writes nothing', async () => {
    const token = (await issueSetupTokenIfNoOwner(t.db, t.clock)) ?? '';
    t.clock.advance(SETUP_TOKEN_TTL_MS - 1000);
    expect((await getStatus(t, token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await getStatus(t, token)).statusCode).toBe(404);
    const post = await postSetup(t, setupBody(token));
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(SETUP_LINK_INVALID_MESSAGE);
    expect(await t.db.select().from(staffUsers)).toEqual([]);
  });

  it('names the field of a malformed status query', async () => {
    const res = await getStatus(t, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^token: /);
  });
});

describe('setup token when an owner exists (the demo restaurant)', () => {
  const t = useTestApp({ seed: true });

  it('issues no token', async () => {
    expect(await issueSetupTokenIfNoOwner(t.db, t.clock)).toBeNull();
    expect(await t.db.select().from(setupTokens).orderBy(asc(setupTokens.id))).toEqual([]);
  });

  it('answers 404 for a token left over from before the owner existed', async () => {
    const token = 'left-over-token';
    await t.db.insert(setupTokens).values({
      tokenHash: hashToken(token),
      expiresAt: new Date(t.clock.now().getTime() + SETUP_TOKEN_TTL_MS),
    });
    expect((await getStatus(t, token)).statusCode).toBe(404);
    const post = await postSetup(t, setupBody(token, 'second-owner'));
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(SETUP_LINK_INVALID_MESSAGE);
  });
});
