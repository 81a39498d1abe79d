// Two builds of the guest app measured in turns on one machine: Lighthouse's simulated
// throttling scales the CPU time it observes, so a change worth a few points only shows
// against its baseline measured in the same minutes. Usage: README.md beside this file.
import { existsSync, lstatSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO } from './lib/check-in.mjs';
import { measureEntry } from './lib/measure-entry.mjs';
import { measureHome } from './lib/measure-home.mjs';
import { REPO_ROOT, startServer } from './lib/server.mjs';
import { formatNumbers, medianNumbers, runNumbers } from './lib/summary.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    page: { type: 'string', default: 'home' },
    port: { type: 'string', default: '3403' },
  },
});
if (!values.a || !values.b) throw new Error('--a DIR and --b DIR: two builds of apps/guest/dist');
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > DEMO.serviceableTables.length) {
  throw new Error(`--rounds must be 1 to ${DEMO.serviceableTables.length}`);
}
const MEASURE = { entry: measureEntry, home: measureHome };
const pages = values.page === 'both' ? ['entry', 'home'] : [values.page];
if (!pages.every((name) => name in MEASURE)) throw new Error('--page must be entry, home or both');

const dist = path.join(REPO_ROOT, 'apps/guest/dist');
const kept = `${dist}.compare-kept`;
const builds = { A: path.resolve(values.a), B: path.resolve(values.b) };
for (const dir of Object.values(builds)) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no guest build`);
}

/** The server serves apps/guest/dist: a link to the build measured next. */
function serve(dir) {
  if (lstatSync(dist, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(dist);
  symlinkSync(dir, dist);
}

const results = {
  A: Object.fromEntries(pages.map((page) => [page, []])),
  B: Object.fromEntries(pages.map((page) => [page, []])),
};
if (existsSync(dist)) renameSync(dist, kept);
try {
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which build goes first, so a machine slowing down weighs on both alike.
    const order = round % 2 ? ['A', 'B'] : ['B', 'A'];
    for (const name of order) {
      serve(builds[name]);
      const server = await startServer(Number(values.port));
      try {
        for (const page of pages) {
          const { lhr } = await MEASURE[page](server.baseUrl, DEMO.serviceableTables[round - 1]);
          const numbers = runNumbers(lhr);
          results[name][page].push(numbers);
          console.info(formatNumbers(`${name} ${page} ${round}`, numbers));
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  if (lstatSync(dist, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(dist);
  if (existsSync(kept)) renameSync(kept, dist);
}
for (const page of pages) {
  console.info(`\n${page}, median of ${rounds}`);
  for (const name of ['A', 'B']) {
    console.info(formatNumbers(`${name} ${builds[name]}`, medianNumbers(results[name][page])));
  }
}
