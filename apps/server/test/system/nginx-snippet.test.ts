// deploy/nginx/tableside.conf, as the README tells a technician to install it, in front of a
// listening app: TLS, the http->https redirect, X-Forwarded-* and the /realtime websocket.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/lib/paths';
import { REALTIME_PATH } from '../../src/realtime/socket-server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NGINX = '/usr/sbin/nginx';
const HOST = 'localhost';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** The shipped file with this test's host, certificate and ports in place of the examples. */
function renderSnippet(dir: string, ports: { http: number; https: number; app: number }): string {
  const snippet = readFileSync(join(repoRoot(), 'deploy/nginx/tableside.conf'), 'utf8');
  const rendered = snippet
    .replace('/etc/letsencrypt/live/order.example.com/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/letsencrypt/live/order.example.com/privkey.pem', join(dir, 'key.pem'))
    .replaceAll('order.example.com', HOST)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${ports.https} ssl;`)
    .replace('http://127.0.0.1:3000', `http://127.0.0.1:${ports.app}`);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `pid ${join(dir, 'nginx.pid')};
error_log stderr;
events {}
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${rendered}
}
`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(url: string, opts: https.RequestOptions = {}): Promise<Answer> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, opts, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

describe.skipIf(!existsSync(NGINX))('the nginx snippet', () => {
  let dir: string;
  let nginx: ChildProcess;
  let t: TestApp;
  let ca: Buffer;
  let ports: { http: number; https: number; app: number };
  const arrived: IncomingHttpHeaders[] = [];
  // 127.0.0.1, not localhost (which may resolve to ::1 first), presenting the host name.
  const httpsUrl = (path: string) => `https://127.0.0.1:${ports.https}${path}`;
  const tls = () => ({ ca, servername: HOST, headers: { host: HOST } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tableside-nginx-'));
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const subject = ['-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST}`];
    const selfSigned = 'req -x509 -newkey rsa:2048 -nodes -days 1'.split(' ');
    execFileSync('openssl', [...selfSigned, '-keyout', key, '-out', cert, ...subject], {
      stdio: 'ignore',
    });
    ca = readFileSync(cert);

    t = await createTestApp({ seed: false, realtime: true, env: { TRUST_PROXY: '127.0.0.1' } });
    // A second listener on the app's HTTP server only records what each request carried.
    t.app.server.on('request', (req: http.IncomingMessage) => arrived.push(req.headers));
    ports = {
      http: await freePort(),
      https: await freePort(),
      app: Number(new URL(t.url ?? '').port),
    };
    writeFileSync(join(dir, 'nginx.conf'), renderSnippet(dir, ports));
    nginx = spawn(
      NGINX,
      ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    nginx.stderr?.on('data', (chunk) => {
      errors += chunk;
    });
    for (let tries = 0; ; tries++) {
      const up = await get(httpsUrl('/healthz'), tls()).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (tries > 50 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 30_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz over https with a certificate for the host name', async () => {
    const res = await get(httpsUrl('/healthz'), tls());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
  });

  it('tells the app the scheme and the client address, after any the client sent', async () => {
    arrived.length = 0;
    await get(httpsUrl('/healthz'), {
      ...tls(),
      headers: { host: HOST, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.['x-forwarded-proto']).toBe('https');
    // The app trusts only 127.0.0.1 (nginx), so it takes the last address: the real client.
    expect(arrived[0]?.['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(arrived[0]?.host).toBe(HOST);
  });

  it('sends plain http to https', async () => {
    const res = await get(`http://127.0.0.1:${ports.http}/staff/?x=1`, { headers: { host: HOST } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`https://${HOST}/staff/?x=1`);
  });

  it('upgrades /realtime to a websocket', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.get(httpsUrl(`${REALTIME_PATH}/?EIO=4&transport=websocket`), {
        ...tls(),
        headers: {
          host: HOST,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': randomBytes(16).toString('base64'),
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
    });
    expect(status).toBe(101);
  });
});
