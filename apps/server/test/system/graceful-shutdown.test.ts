// The real server process (src/server.ts through tsx) gets SIGTERM with work under way: a
// staff login whose body is still arriving and a Socket.IO long-poll. The login must finish
// and its session row survive, the poll must end with a reconnect hint, new connections must
// be refused, and the process must exit 0 within the 10 s grace.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { staffSessions, staffUsers } from '../../src/db/schema/index';
import { admin, databaseUrl as databaseUrlOn } from '../helpers/prepared-databases';

const ROOT = resolve(import.meta.dirname, '../../../..');
const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/**
 * A raw request, sent at once with `send`, or left open for the test to finish (`hold`) when
 * its body should still be arriving; `answer` resolves with status, body and headers.
 */
function request(
  port: number,
  opts: http.RequestOptions,
  body: { send?: string; hold?: http.Agent } = {},
) {
  const req = http.request({ host: '127.0.0.1', port, agent: body.hold, ...opts });
  if (!body.hold) req.end(body.send);
  const answer = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (done, fail) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', fail);
    },
  );
  return { req, answer };
}

const refused = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => done(err.code === 'ECONNREFUSED'));
  });

describe('graceful shutdown on SIGTERM', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let output = '';
  const exited = () =>
    new Promise<number | null>((done) => {
      if (child.exitCode !== null) done(child.exitCode);
      else child.once('exit', (code) => done(code));
    });

  beforeAll(async () => {
    port = await freePort();
    dataDir = await mkdtemp(join(tmpdir(), 'ts-shutdown-'));
    if (onPostgres) {
      const server = process.env.TEST_DATABASE_URL ?? '';
      const name = `ts_shutdown_${randomBytes(4).toString('hex')}`;
      await admin(server, `CREATE DATABASE ${name}`);
      databaseUrl = databaseUrlOn(server, name);
    }
    const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...inherited,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        LOG_LEVEL: 'info',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(onPostgres && redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 100_000;
    for (;;) {
      const ready = await request(port, { path: '/readyz' }).answer.catch(() => null);
      if (ready?.status === 200) break;
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    // Migrating and seeding an empty embedded database takes 20 s or more on a busy machine.
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      await admin(
        process.env.TEST_DATABASE_URL ?? '',
        `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
      );
    }
  });

  it('finishes the requests under way, refuses new connections and exits 0', async () => {
    // A Socket.IO session over long-polling, with a poll waiting for data.
    const eio = '/realtime/?EIO=4&transport=polling';
    const open = await request(port, { path: eio }).answer;
    const sid = JSON.parse(open.body.slice(1)).sid as string;
    const join = request(port, { path: `${eio}&sid=${sid}`, method: 'POST' }, { send: '40' });
    expect((await join.answer).body).toBe('ok');
    expect((await request(port, { path: `${eio}&sid=${sid}` }).answer).body).toMatch(/^40/);
    const poll = request(port, { path: `${eio}&sid=${sid}` });

    // A sign-in whose body is only half sent, on a keep-alive connection as a browser's is.
    const body = JSON.stringify({ username: 'owner', password: 'demo1234' });
    const keepAlive = new http.Agent({ keepAlive: true });
    const login = request(
      port,
      {
        path: '/v1/staff/auth/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      { hold: keepAlive },
    );
    login.req.write(body.slice(0, 10));
    await new Promise((done) => setTimeout(done, 300));

    const signalled = Date.now();
    const exit = exited();
    child.kill('SIGTERM');

    // The poll ends with an Engine.IO close packet ('1') alone: no Socket.IO DISCONNECT ('41'),
    // which would tell the client not to reconnect.
    const polled = await poll.answer;
    expect(polled).toMatchObject({ status: 200, body: '1' });

    let isRefused = false;
    for (let i = 0; i < 30 && !isRefused; i += 1) {
      isRefused = await refused(port);
      if (!isRefused) await new Promise((done) => setTimeout(done, 100));
    }
    expect(isRefused).toBe(true);

    await new Promise((done) => setTimeout(done, 500));
    login.req.end(body.slice(10));
    const signedIn = await login.answer;
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/ts_staff=/);

    expect(await exit, output).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(12_000);
    keepAlive.destroy();

    // The session the in-flight login wrote is in the database after the exit.
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await database.db
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
        .where(eq(staffUsers.username, 'owner'));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 30_000);
});
