/** The numbers one run reports: category scores (0-100) and the Core Web Vitals of the load. */
export function runNumbers(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    // Lighthouse's own measure of the machine's speed: simulated throttling multiplies the CPU
    // time it sees, so a slow moment of a shared machine shows up as a worse page.
    cpu: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each number's own median over the runs. */
export function medianNumbers(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export function formatNumbers(label, n) {
  return [
    label.padEnd(8),
    `performance ${String(n.performance).padStart(3)}`,
    `accessibility ${String(n.accessibility).padStart(3)}`,
    `FCP ${seconds(n.fcp)}`,
    `LCP ${seconds(n.lcp)}`,
    `TBT ${Math.round(n.tbt)} ms`,
    `CLS ${n.cls.toFixed(3)}`,
    `CPU index ${Math.round(n.cpu)}`,
  ].join('  ');
}

function auditLine(audit) {
  const value = audit.displayValue ? ` (${audit.displayValue})` : '';
  const score = audit.score === null ? '' : ` score ${audit.score}`;
  return `  - ${audit.id}: ${audit.title}${value}${score}`;
}

/**
 * Why a run lost points: every failed accessibility audit, and the performance audits and
 * insights that scored under 0.9 (Lighthouse's own opportunities and diagnostics).
 */
export function findings(lhr) {
  const failing = (category, below) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < below);
  const lines = [];
  const a11y = failing('accessibility', 1);
  if (a11y.length) lines.push('Accessibility audits failed:', ...a11y.map(auditLine));
  const perf = failing('performance', 0.9);
  if (perf.length) lines.push('Performance audits under 0.9:', ...perf.map(auditLine));
  return lines;
}
