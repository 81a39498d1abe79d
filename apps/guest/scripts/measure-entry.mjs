#!/usr/bin/env node
// First-load JS of a route, gzipped: the scripts index.html loads (the app's entry chunk with
// everything it imports statically, transitively, and the page preloader), and the route's
// lazy chunk with its static imports. Reads the Vite manifest and the source maps, so run
// `npm run build -w @tableside/guest` first.
//
//   node apps/guest/scripts/measure-entry.mjs            # the entry route '/'
//   node apps/guest/scripts/measure-entry.mjs --json     # machine-readable, for bench/
//   node apps/guest/scripts/measure-entry.mjs --route src/app/routes/home.tsx
//
// Exit code 1 when '/' is over the budget (40 kB gzipped: issue 15, decision 0035) or carries a module that
// must load only after the first paint or on use (docs/decisions/0006).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 40 kB as Vite's build report counts it (1 kB = 1000 bytes). */
export const BUDGET_BYTES = 40_000;
const DEFAULT_ROUTE = 'src/app/routes/entry.tsx';

/**
 * What a first-time guest's phone must not download before the entry page shows: the router
 * and the query library (the entry shell works without them), the realtime client, the cart
 * and the customisation sheet. Matched against the source maps' module paths.
 */
export const HELD_BACK = [
  { name: 'React Router', pattern: /node_modules\/react-router\// },
  { name: 'TanStack Query', pattern: /node_modules\/@tanstack\// },
  {
    name: 'the realtime client',
    pattern: /node_modules\/(?:socket\.io-client|engine\.io-client)\//,
  },
  { name: 'the cart', pattern: /\/src\/features\/cart\// },
  { name: 'the customisation sheet', pattern: /\/src\/features\/customise\// },
];

/** Files (JS) index.html loads, with `routeSrc` and its static imports. */
export function firstLoadFiles(manifest, routeSrc = DEFAULT_ROUTE) {
  // index.html loads the app's entry and the page preloader (build/page-preloads.ts).
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (!entries.some(([key]) => key === 'index.html')) throw new Error('manifest has no index.html');
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
  for (const [key] of entries) visit(key);
  if (routeSrc) visit(routeSrc);
  return files;
}

/** The modules bundled into `file`, from its source map (none without one). */
function modulesOf(distDir, file) {
  const map = join(distDir, `${file}.map`);
  if (!existsSync(map)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources.map((source) =>
    resolve(dirname(join(distDir, file)), source).replaceAll('\\', '/'),
  );
}

/** gzip -9 size of each file (as apps/guest precompresses), and the held-back modules it has. */
export function measure(distDir, routeSrc = DEFAULT_ROUTE) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = firstLoadFiles(manifest, routeSrc).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const modules = files.flatMap(({ file }) => modulesOf(distDir, file));
  const heldBackLoaded = HELD_BACK.filter(({ pattern }) =>
    modules.some((m) => pattern.test(m)),
  ).map(({ name }) => name);
  return { route: routeSrc, files, gzipTotal: total, budget: BUDGET_BYTES, heldBackLoaded };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const routeAt = args.indexOf('--route');
  const route = routeAt >= 0 ? args[routeAt + 1] : DEFAULT_ROUTE;
  const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  const result = measure(dist, route);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`.padStart(9);
  const isEntry = route === DEFAULT_ROUTE;
  const lines = args.includes('--json')
    ? [JSON.stringify(result, null, 2)]
    : [
        ...[...result.files].sort((a, b) => b.gzip - a.gzip).map((f) => `${kb(f.gzip)}  ${f.file}`),
        `${kb(result.gzipTotal)}  first-load JS of ${route} (gzip, ${result.gzipTotal} bytes)`,
        ...(isEntry
          ? [
              `${kb(result.budget)}  budget`,
              result.heldBackLoaded.length
                ? `Loaded before the page but must not be: ${result.heldBackLoaded.join(', ')}`
                : `Not loaded: ${HELD_BACK.map(({ name }) => name).join(', ')}`,
            ]
          : []),
      ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (isEntry && (result.gzipTotal > BUDGET_BYTES || result.heldBackLoaded.length)) {
    process.exitCode = 1;
  }
}
