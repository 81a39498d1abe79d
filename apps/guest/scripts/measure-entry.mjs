#!/usr/bin/env node
// First-load JS of a route, gzipped: the index chunk, everything it imports statically
// (transitively), and the route's lazy chunk with its static imports. Reads the Vite manifest,
// so run `npm run build -w @tableside/guest` first.
//
//   node apps/guest/scripts/measure-entry.mjs            # the entry route '/'
//   node apps/guest/scripts/measure-entry.mjs --json     # machine-readable, for bench/
//   node apps/guest/scripts/measure-entry.mjs --route src/app/routes/home.tsx
//
// Exit code 1 when '/' is over the budget (120 kB gzipped, quality bar of the guest brief).

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 120 kB as Vite's build report counts it (1 kB = 1000 bytes). */
export const BUDGET_BYTES = 120_000;
const DEFAULT_ROUTE = 'src/app/routes/entry.tsx';

/** Files (JS) loaded by the index chunk and `routeSrc`, following static imports only. */
export function firstLoadFiles(manifest, routeSrc = DEFAULT_ROUTE) {
  // The build has more than one entry (index.html and the page preloader): the app's is the
  // one index.html loads.
  const entry =
    Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key === 'index.html') ??
    Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('manifest has no entry chunk');
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry[0]);
  if (routeSrc) visit(routeSrc);
  return files;
}

/** gzip -9 size of each file: what the server sends (apps/guest precompresses at level 9). */
export function measure(distDir, routeSrc = DEFAULT_ROUTE) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = firstLoadFiles(manifest, routeSrc).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { route: routeSrc, files, gzipTotal: total, budget: BUDGET_BYTES };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const routeAt = args.indexOf('--route');
  const route = routeAt >= 0 ? args[routeAt + 1] : DEFAULT_ROUTE;
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  const result = measure(dist, route);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`.padStart(9);
  const lines = args.includes('--json')
    ? [JSON.stringify(result, null, 2)]
    : [
        ...[...result.files].sort((a, b) => b.gzip - a.gzip).map((f) => `${kb(f.gzip)}  ${f.file}`),
        `${kb(result.gzipTotal)}  first-load JS of ${route} (gzip, ${result.gzipTotal} bytes)`,
        `${kb(result.budget)}  budget`,
      ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (route === DEFAULT_ROUTE && result.gzipTotal > BUDGET_BYTES) process.exitCode = 1;
}
