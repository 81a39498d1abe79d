// `npm start`: builds what is missing or stale, then runs the bundled server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['packages/shared/src', 'apps/server/src', 'apps/guest', 'apps/staff'];
const OUTPUTS = [
  'apps/server/dist/server.js',
  'apps/guest/dist/index.html',
  'apps/staff/dist/index.html',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const outputs = OUTPUTS.map((p) => join(root, p));
const stale =
  outputs.some((p) => !existsSync(p)) ||
  Math.max(...SOURCES.map((p) => newestMtime(join(root, p)))) >
    Math.min(...outputs.map((p) => statSync(p).mtimeMs));

if (stale) {
  console.info('Building Tableside (guest app, staff console, server)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
