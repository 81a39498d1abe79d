import { contrastRatio } from '@tableside/shared/domain/contrast';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands } from '../../src/db/schema/index';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { getLook, putLook, READABLE, saveLook } from './brand-look-fixture';

const t = useTestApp();
let owner: Record<string, string>;
let owner2: Record<string, string>;
let manager: Record<string, string>;

beforeAll(async () => {
  owner = await signIn(t, 'owner');
  owner2 = await signIn(t, 'owner2');
  manager = await signIn(t, 'manager');
});

describe('reading the brand look', () => {
  it("shows a seeded brand's stylesheet and pictures, and no theme yet", async () => {
    const res = await getLook(t, owner);
    expect(res.statusCode, res.body).toBe(200);
    const look = res.json();
    expect(look.theme).toBeNull();
    expect(look.stylesheetUrl).toMatch(/^\/media\/brand\/.+\.css$/);
    expect(look.primaryImage).toEqual({ url: expect.stringMatching(/\.svg$/), mediaKey: null });
    expect(look.warnings).toEqual([]);
  });

  it('is for the owner only: a manager gets 403 and changes nothing', async () => {
    const read = await getLook(t, manager);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(notAllowedMessage('editBrandLook'));
    const [before] = await t.db.select().from(brands).where(eq(brands.id, 1));
    const write = await putLook(t, manager, { ...READABLE, version: before?.version });
    expect(write.statusCode).toBe(403);
    const [after] = await t.db.select().from(brands).where(eq(brands.id, 1));
    expect(after).toEqual(before);
  });

  it('needs a signed-in member (401)', async () => {
    expect((await getLook(t, {})).statusCode).toBe(401);
  });
});

describe('saving the brand look', () => {
  it('stores the colours and font on brands.theme, bumps the version and writes an audit row', async () => {
    const before = (await getLook(t, owner)).json();
    const look = await saveLook(t, owner, { primaryColor: '#0F766E' });
    expect(look.theme).toEqual({ ...READABLE, primaryColor: '#0f766e' });
    expect(look.version).toBe(before.version + 1);
    expect(look.warnings).toEqual([]);
    const [row] = await t.db.select().from(brands).where(eq(brands.id, 1));
    expect(row?.theme).toMatchObject({ primaryColor: '#0f766e', fontKey: 'lora' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 1), eq(auditLog.action, 'brandLook.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.staffUserId).not.toBeNull();
    expect(audit?.detail).toMatchObject({ after: { theme: { primaryColor: '#0f766e' } } });
  });

  it("keeps each brand's look its own", async () => {
    await saveLook(t, owner, { backgroundColor: '#ffffff' });
    const other = (await getLook(t, owner2)).json();
    expect(other.theme).toBeNull();
  });

  it('accepts text below AA but answers a warning with a passing suggestion', async () => {
    const look = await saveLook(t, owner, { textColor: '#999999', backgroundColor: '#ffffff' });
    expect(look.theme?.textColor).toBe('#999999');
    expect(look.warnings).toHaveLength(1);
    const [warning] = look.warnings;
    expect(warning).toMatchObject({
      field: 'textColor',
      against: 'backgroundColor',
      minimum: 4.5,
      message: 'Text on the background is 2.8:1; WCAG AA needs 4.5:1.',
    });
    expect(contrastRatio(warning?.suggestion as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The warning stays with the saved look until the owner changes it.
    expect((await getLook(t, owner)).json().warnings).toEqual(look.warnings);
  });

  it('warns about a pale primary colour against the page at 3:1', async () => {
    const look = await saveLook(t, owner, { primaryColor: '#ffe08a' });
    expect(look.warnings.map((w) => [w.field, w.minimum])).toEqual([['primaryColor', 3]]);
  });

  it.each([
    ['primaryColor', { primaryColor: 'teal' }],
    ['textColor', { textColor: '#12345' }],
    ['backgroundColor', { backgroundColor: '#gggggg' }],
    ['fontKey', { fontKey: 'comic-sans' }],
    ['logoMediaKey', { logoMediaKey: 'not-a-key' }],
    ['version', { version: 0 }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const current = (await getLook(t, owner)).json();
    const res = await putLook(t, owner, { ...READABLE, version: current.version, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect((await getLook(t, owner)).json().version).toBe(current.version);
  });

  it('refuses a picture that is not an upload of this brand (400 naming the field)', async () => {
    const res = await putLook(t, owner, {
      ...READABLE,
      version: (await getLook(t, owner)).json().version,
      primaryImageKey: 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('primaryImageKey: is not an uploaded image');
  });

  it('gives the second of two editors a 409, not a silent overwrite', async () => {
    const { version } = (await getLook(t, owner)).json();
    const first = await putLook(t, owner, { ...READABLE, version, primaryColor: '#123456' });
    expect(first.statusCode).toBe(200);
    const second = await putLook(t, owner, { ...READABLE, version, primaryColor: '#654321' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Someone else changed the look meanwhile');
    expect((await getLook(t, owner)).json().theme.primaryColor).toBe('#123456');
  });
});
