// Lighthouse mobile on the guest app: the entry page a table's QR code opens (before check-in)
// and /home of a checked-in guest, with the demo menu (issue 15's targets).
// Usage and what it measures: README.md beside this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO } from './lib/check-in.mjs';
import { measureEntry } from './lib/measure-entry.mjs';
import { measureHome } from './lib/measure-home.mjs';
import { ensureBuilt, startServer } from './lib/server.mjs';
import { findings, formatNumbers, medianNumbers, runNumbers } from './lib/summary.mjs';

/** Issue 15's targets (on a quiet machine), and issue 4's accessibility bar. */
const PAGES = {
  entry: {
    label: '/?brandId&branchId&tableId (entry, before check-in)',
    measure: measureEntry,
    bar: { performance: 98, accessibility: 95, tbtMs: 100 },
  },
  home: {
    label: '/home (checked-in guest)',
    measure: measureHome,
    bar: { performance: 95, accessibility: 95, tbtMs: 100 },
  },
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      page: { type: 'string', default: 'both' },
      port: { type: 'string', default: '3401' },
      'no-assert': { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
      'report-dir': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const port = Number(values.port);
  // Each run of /home checks in as the first guest of its own table (the entry run of that
  // table comes first, while nobody is checked in there): at most one run per table.
  const maxRuns = DEMO.serviceableTables.length;
  if (!Number.isInteger(runs) || runs < 1 || runs > maxRuns) {
    throw new Error(`--runs must be 1 to ${maxRuns}`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port');
  const pages = values.page === 'both' ? ['entry', 'home'] : [values.page];
  if (!pages.every((name) => name in PAGES)) throw new Error('--page must be entry, home or both');
  return {
    runs,
    port,
    pages,
    assert: !values['no-assert'],
    details: values.details,
    reportDir: values['report-dir'],
  };
}

function saveReport(dir, name, index, { html, lhr }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}-run-${index}.report.html`), html);
  writeFileSync(path.join(dir, `${name}-run-${index}.report.json`), JSON.stringify(lhr));
}

/** Simulated throttling scales the CPU time it observes: a busy machine inflates TBT and LCP. */
function warnIfBusy() {
  const [load] = loadavg();
  const cores = availableParallelism();
  if (load > cores) {
    console.warn(`Load average ${load.toFixed(1)} on ${cores} cores: CPU-bound numbers run high`);
  }
}

/**
 * Run by run, the pages alternate (entry of table N, then /home of table N), so a busy spell
 * of the machine weighs on both pages alike.
 */
async function measureRuns(options) {
  ensureBuilt();
  const server = await startServer(options.port);
  const results = Object.fromEntries(options.pages.map((name) => [name, []]));
  try {
    console.info(
      `Lighthouse mobile (simulated throttling) on ${server.baseUrl}, ${options.runs} runs of ${options.pages.join(' and ')}`,
    );
    for (let index = 1; index <= options.runs; index += 1) {
      for (const name of options.pages) {
        warnIfBusy();
        const result = await PAGES[name].measure(server.baseUrl, DEMO.serviceableTables[index - 1]);
        if (options.reportDir) saveReport(path.resolve(options.reportDir), name, index, result);
        const numbers = runNumbers(result.lhr);
        results[name].push({ lhr: result.lhr, numbers });
        console.info(formatNumbers(`${name} ${index}`, numbers));
        for (const warning of result.lhr.runWarnings) console.warn(`  Lighthouse: ${warning}`);
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** Prints one page's medians and verdict; true when they meet its targets. */
function reportPage(name, runs, options) {
  const { label, bar } = PAGES[name];
  const middle = medianNumbers(runs.map((run) => run.numbers));
  console.info(`\n${label}, median of ${runs.length}`);
  console.info(formatNumbers('median', middle));
  const misses = [
    ...['performance', 'accessibility']
      .filter((category) => middle[category] < bar[category])
      .map((category) => `${category} ${middle[category]} < ${bar[category]}`),
    ...(middle.tbt > bar.tbtMs ? [`TBT ${Math.round(middle.tbt)} ms > ${bar.tbtMs} ms`] : []),
  ];
  if (options.details || misses.length) {
    for (const [index, { lhr }] of runs.entries()) {
      const lines = findings(lhr);
      if (lines.length) console.info(`\n${name} run ${index + 1}\n${lines.join('\n')}`);
    }
  }
  const target = `performance >= ${bar.performance}, accessibility >= ${bar.accessibility}, TBT <= ${bar.tbtMs} ms`;
  console.info(
    misses.length ? `Below target (${target}): ${misses.join(', ')}` : `Meets ${target}`,
  );
  return misses.length === 0;
}

try {
  const options = readOptions();
  const results = await measureRuns(options);
  const met = options.pages.map((name) => reportPage(name, results[name], options));
  if (met.includes(false) && options.assert) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
