// Lighthouse mobile on the guest app's /home with the demo menu (issue 4's quality bar).
// Usage and what it measures: README.md beside this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO } from './lib/check-in.mjs';
import { measureHome } from './lib/measure-home.mjs';
import { ensureBuilt, startServer } from './lib/server.mjs';
import { findings, formatNumbers, medianNumbers, runNumbers } from './lib/summary.mjs';

const BAR = { performance: 90, accessibility: 95 };

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '3401' },
      'no-assert': { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
      'report-dir': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  const port = Number(values.port);
  // Each run checks in as the first guest of its own table: at most one run per table.
  const maxRuns = DEMO.serviceableTables.length;
  if (!Number.isInteger(runs) || runs < 1 || runs > maxRuns) {
    throw new Error(`--runs must be 1 to ${maxRuns}`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a port');
  return {
    runs,
    port,
    assert: !values['no-assert'],
    details: values.details,
    reportDir: values['report-dir'],
  };
}

function saveReport(dir, index, html, lhr) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `home-run-${index}.report.html`), html);
  writeFileSync(path.join(dir, `home-run-${index}.report.json`), JSON.stringify(lhr));
}

/** Simulated throttling scales the CPU time it observes: a busy machine inflates TBT and LCP. */
function warnIfBusy() {
  const [load] = loadavg();
  const cores = availableParallelism();
  if (load > cores) {
    console.warn(`Load average ${load.toFixed(1)} on ${cores} cores: CPU-bound numbers run high`);
  }
}

async function measureRuns(options) {
  ensureBuilt();
  const server = await startServer(options.port);
  const results = [];
  try {
    console.info(
      `Lighthouse mobile (simulated throttling) on ${server.baseUrl}/home, ${options.runs} runs`,
    );
    for (let index = 1; index <= options.runs; index += 1) {
      warnIfBusy();
      const { lhr, html } = await measureHome(server.baseUrl, DEMO.serviceableTables[index - 1]);
      if (options.reportDir) saveReport(path.resolve(options.reportDir), index, html, lhr);
      const numbers = runNumbers(lhr);
      results.push({ lhr, numbers });
      console.info(formatNumbers(`run ${index}`, numbers));
      for (const warning of lhr.runWarnings) console.warn(`  Lighthouse: ${warning}`);
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** Prints the medians and the verdict; true when they meet the bar. */
function report(results, options) {
  const middle = medianNumbers(results.map((result) => result.numbers));
  console.info(formatNumbers('median', middle));
  const misses = Object.entries(BAR).filter(([category, min]) => middle[category] < min);
  if (options.details || misses.length) {
    for (const [index, { lhr }] of results.entries()) {
      const lines = findings(lhr);
      if (lines.length) console.info(`\nrun ${index + 1}\n${lines.join('\n')}`);
    }
  }
  if (!misses.length) {
    console.info(`\nMeets issue 4's bar (performance >= 90, accessibility >= 95)`);
    return true;
  }
  const verdict = misses.map(([category, min]) => `${category} ${middle[category]} < ${min}`);
  console.info(`\nBelow issue 4's bar: ${verdict.join(', ')}`);
  return false;
}

try {
  const options = readOptions();
  const met = report(await measureRuns(options), options);
  if (!met && options.assert) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
