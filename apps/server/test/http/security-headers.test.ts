import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ seed: false });

/** What helmet's defaults and our CSP put on every answer. */
const EXPECTED = {
  'content-security-policy': expect.stringContaining("connect-src 'self' ws: wss:"),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

describe('security headers', () => {
  it('are on an answer, a 404 and a 400 alike, the same on every request', async () => {
    const answers = await Promise.all([
      t.app.inject('/healthz'),
      t.app.inject('/v1/nothing-here'),
      t.app.inject('/v1/tenant/public?id=abc'),
      t.app.inject('/healthz'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 200]);
    for (const res of answers) expect(res.headers).toMatchObject(EXPECTED);
    expect(answers[3]?.headers['content-security-policy']).toBe(
      answers[0]?.headers['content-security-policy'],
    );
  });

  it('do not let a plain http venue be upgraded, nor a page embed cross-origin', async () => {
    const csp = String((await t.app.inject('/healthz')).headers['content-security-policy']);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
  });
});
