import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO } from './demo';
import { freePort } from './free-port';
// @ts-expect-error plain ESM shared with the journeys' launcher, typed by JSDoc
import { createRunDatabase } from './pg-database.mjs';

// Two server processes on one fresh PostgreSQL database and one Redis, behind nginx as the
// README's "Several server processes" recipe sets it up (deploy/nginx/*.conf, rendered with
// this run's ports), round robin. Each answer says which process served it (X-Upstream).

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface ClusterNode {
  name: 'A' | 'B';
  /** host:port, as nginx names the upstream in X-Upstream. */
  address: string;
  alive: () => boolean;
  /** kill -9: no graceful stop, sockets and requests cut as a crash would. */
  kill: () => Promise<void>;
}

export interface Cluster {
  /** nginx, the only address the browsers use. */
  url: string;
  nodes: ClusterNode[];
  /** The newest OTP sent to `phoneNo`, from whichever process sent it (each keeps its own outbox). */
  readCode: (phoneNo: string) => Promise<string>;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited:\n${output.join('')}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 60 s:\n${output.join('')}`);
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const output: string[] = [];
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

const stopped = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
};

/** The shipped upstream and the site's proxy location, with this run's ports, on plain http. */
function renderNginx(dir: string, listen: number, ports: number[]): string {
  const read = (file: string) => readFileSync(path.join(REPO_ROOT, 'deploy/nginx', file), 'utf8');
  const site = read('tableside.conf');
  const map = site.match(/^map \$http_upgrade[\s\S]*?^\}/m)?.[0];
  const location = site.match(/^ {4}location \/ \{\n\s+proxy_pass[\s\S]*?^ {4}\}/m)?.[0];
  if (!map || !location) throw new Error('deploy/nginx/tableside.conf changed shape');
  const servers = [...read('tableside-upstream.conf').matchAll(/^\s*server 127\.0\.0\.1:\d+/gm)];
  if (servers.length !== ports.length) throw new Error('tableside-upstream.conf changed shape');
  let upstream = read('tableside-upstream.conf');
  ports.forEach((port, index) => {
    upstream = upstream.replace(servers[index]?.[0] ?? '', `    server 127.0.0.1:${port}`);
  });
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events {}
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${upstream}
${map}
server {
    listen 127.0.0.1:${listen};
    # Which process answered: the journey asserts that both served it.
    add_header X-Upstream $upstream_addr always;
${location.replace('proxy_pass http://127.0.0.1:3000;', 'proxy_pass http://tableside;')}
}
}
`;
}

/** Starts A (which migrates and seeds the demo), then B, then nginx over both. */
export async function startCluster(databaseServer: string, redisUrl: string): Promise<Cluster> {
  const database = await createRunDatabase(databaseServer);
  const dir = mkdtempSync(path.join(tmpdir(), 'tableside-scale-'));
  // Started as root (CI), nginx's workers run as nobody and buffer large answers in temp
  // files under this directory, which mkdtemp makes for its owner alone.
  chmodSync(dir, 0o755);
  const [portA, portB, listen] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${listen}`;
  const children: ChildProcess[] = [];
  try {
    const nodes: ClusterNode[] = [];
    const outputs: string[][] = [];
    for (const [name, port] of [
      ['A', portA],
      ['B', portB],
    ] as const) {
      const { child, output } = spawnLogged(process.execPath, ['apps/server/dist/server.js'], {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dir,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        DEMO_SEED: 'true',
        SMS_PROVIDER: 'console',
        LOG_LEVEL: 'warn',
      });
      children.push(child);
      outputs.push(output);
      // B starts once A has migrated and seeded: only one process prepares the database.
      await waitFor(`http://127.0.0.1:${port}/healthz`, child, output);
      nodes.push({
        name,
        address: `127.0.0.1:${port}`,
        alive: () => child.exitCode === null && child.signalCode === null,
        kill: () => stopped(child, 'SIGKILL'),
      });
    }
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(conf, renderNginx(dir, listen, [portA, portB]));
    const nginx = spawnLogged(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], process.env);
    children.push(nginx.child);
    await waitFor(`${url}/healthz`, nginx.child, nginx.output);

    return {
      url,
      nodes,
      readCode: (phoneNo) => readCode(nodes, phoneNo),
      async stop() {
        await Promise.all(children.map((child) => stopped(child, 'SIGTERM')));
        await database.drop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await Promise.all(children.map((child) => stopped(child, 'SIGKILL')));
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

async function readCode(nodes: ClusterNode[], phoneNo: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const node of nodes.filter((n) => n.alive())) {
      const query = `phoneNo=${encodeURIComponent(phoneNo)}`;
      const response = await fetch(`http://${node.address}/v1/dev/sms-outbox?${query}`, {
        headers: { 'x-tenant': String(DEMO.brandId) },
      });
      const [newest] = response.ok ? ((await response.json()) as { otp: string }[]) : [];
      if (newest?.otp) return newest.otp;
    }
    await sleep(150);
  }
  throw new Error(`no OTP SMS to ${phoneNo} on any node`);
}
