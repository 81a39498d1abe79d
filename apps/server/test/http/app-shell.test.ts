import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDistDir } from '../../src/lib/paths';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ seed: false });

// The shell is served only once the guest app is built: `npm test` builds before the tests,
// so in CI a missing build fails here rather than skipping.
const built = existsSync(join(appDistDir('guest'), 'index.html'));
describe.skipIf(!built && !process.env.CI)('app shell', () => {
  it('serves a client route the shell, revalidated on every load', async () => {
    const res = await t.app.inject({ url: '/home', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(res.body)?.[1];
    if (!script) throw new Error('the shell names no index script');
    const asset = await t.app.inject(script);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
