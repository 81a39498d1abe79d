import { monogramPath, themeCssPath } from '@tableside/shared/contract/brand-look';
import { TENANT_HEADER } from '@tableside/shared/contract/common';
import { brandStylePath } from '@tableside/shared/contract/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { png, tempDataDir, upload } from '../media/media-fixture';
import { signIn } from '../staff-api/staff-api-fixture';
import { getLook, saveLook } from './brand-look-fixture';

const t = useTestApp({ env: { DATA_DIR: tempDataDir() } });
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await signIn(t, 'owner');
});

const style = (brandId: number) =>
  t.app.inject({
    method: 'GET',
    url: brandStylePath(brandId),
    headers: { [TENANT_HEADER]: String(brandId) },
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function uploaded(seed: number, shape: 'square' | 'banner') {
  const res = await upload(t, owner, await png(seed), { fields: { shape } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageKey as string;
}

describe('the brand style call', () => {
  it('keeps a brand without a look on its own stylesheet', async () => {
    const res = await style(2);
    expect(res.statusCode).toBe(200);
    expect(res.json().file.url).toMatch(/^\/media\/brand\/.+\.css$/);
  });

  it("answers a themed brand's stylesheet, font and pictures in the same shape", async () => {
    const logo = await uploaded(1, 'banner');
    const mark = await uploaded(2, 'square');
    const look = await saveLook(t, owner, {
      fontKey: 'poppins',
      logoMediaKey: logo,
      primaryImageKey: null,
      secondaryImageKey: mark,
    });
    expect(look.logo).toEqual({ url: `/media/i/${logo}-480.jpg`, mediaKey: logo });
    expect(look.secondaryImage).toEqual({ url: `/media/i/${mark}-160.jpg`, mediaKey: mark });
    expect(look.primaryImage).toBeNull();

    const res = await style(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      file: { url: themeCssPath(1, look.version) },
      fontFamily: '"Poppins", "Segoe UI", system-ui, sans-serif',
      // No header picture of its own: the logo stands in.
      primaryImage: { url: `/media/i/${logo}-480.jpg` },
      secondaryImage: { url: `/media/i/${mark}-160.jpg` },
    });
    for (const url of [res.json().primaryImage.url, res.json().secondaryImage.url]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("shows a look without any picture as the brand's initials on its colour", async () => {
    const look = await saveLook(t, owner, {
      primaryColor: '#0f5e6b',
      logoMediaKey: null,
      primaryImageKey: null,
      secondaryImageKey: null,
    });
    const url = monogramPath(1, look.version);
    expect((await style(1)).json()).toMatchObject({
      primaryImage: { url },
      secondaryImage: { url },
    });
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<rect width="96" height="96" rx="20" fill="#0f5e6b"/>');
    expect(res.body).toMatch(/fill="#ffffff">\p{Lu}{1,2}<\/text>/u);
    expect((await get(monogramPath(1, look.version - 1))).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await get(monogramPath(2, 1))).statusCode).toBe(404);
  });

  it('moves to a new stylesheet address with every save', async () => {
    const first = (await style(1)).json().file.url;
    await saveLook(t, owner, { primaryColor: '#7c2d12' });
    const second = (await style(1)).json().file.url;
    expect(second).not.toBe(first);
  });
});

describe('the theme stylesheet', () => {
  it("sets the guest app's tokens from the saved look, kept a year at its version", async () => {
    const look = await saveLook(t, owner, {
      primaryColor: '#7c2d12',
      textColor: '#1c1917',
      backgroundColor: '#fafaf9',
      fontKey: 'inter',
    });
    const res = await get(themeCssPath(1, look.version));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('--ts-color-primary: #7c2d12;');
    expect(res.body).toContain('--ts-color-on-primary: #ffffff;');
    expect(res.body).toContain('--ts-color-text: #1c1917;');
    expect(res.body).toContain('--ts-color-bg: #fafaf9;');
    expect(res.body).toContain('--ts-font-family: "Inter", system-ui, sans-serif;');
  });

  it('is not kept at an address of another version', async () => {
    const { version } = (await getLook(t, owner)).json();
    const res = await get(themeCssPath(1, version - 1));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is 404 for a brand without a look and for an unknown brand', async () => {
    expect((await get(themeCssPath(2, 1))).statusCode).toBe(404);
    expect((await get(themeCssPath(999, 1))).statusCode).toBe(404);
    expect((await get('/v1/public/brands/abc/theme.css')).statusCode).toBe(400);
  });
});
