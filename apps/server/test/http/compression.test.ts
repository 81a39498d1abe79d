import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appDistDir, staticDir } from '../../src/lib/paths';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const PROMOTIONS = '/v1/groupedPromotion/public/all?page=0&size=100&filters=branches.id:1';
const PROMO_IMAGE = '/media/promo/happy-hour-pints.svg';

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-tenant': '1', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a JSON answer brotli-compressed to a browser that accepts it', async () => {
    const plain = await get(PROMOTIONS);
    const res = await get(PROMOTIONS, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and sends plain JSON when no encoding is accepted', async () => {
    const gzipped = await get(PROMOTIONS, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await get(PROMOTIONS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a /media SVG compressed', async () => {
    const res = await get(PROMO_IMAGE, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBe('br');
    const original = readFileSync(join(staticDir(), 'promo/happy-hour-pints.svg'));
    expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(res.rawPayload).equals(original)).toBe(true);
  });

  it('leaves an answer under 1 kB as it is', async () => {
    const res = await get('/healthz', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  // The guest app's build writes .br beside its assets; those go out once compressed, not twice.
  // `npm test` builds before the tests, so in CI a missing build fails here rather than skipping.
  const assets = join(appDistDir('guest'), 'assets');
  const skip = !existsSync(assets) && !process.env.CI;
  it.skipIf(skip)('sends a built asset as its precompressed .br', async () => {
    const script = readdirSync(assets).find((name) => name.endsWith('.js.br'));
    if (!script) throw new Error('the guest build has no .js.br');
    const res = await get(`/assets/${script.slice(0, -3)}`, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(readFileSync(join(assets, script)))).toBe(true);
  });
});
