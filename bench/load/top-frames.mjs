// The heaviest frames of a V8 CPU profile (.cpuprofile from `--cpu-prof`): self time by
// function, and total time (self + callees) by function and by package, so a profile can be
// read in a terminal and quoted in a decision record.
// Usage: node bench/load/top-frames.mjs FILE [--top N] [--skip SECONDS]
// --skip leaves out the first seconds of the profile: a server's start (migrations, the demo
// seed) would otherwise outweigh a short load.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, skip: { type: 'string', default: '0' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: node bench/load/top-frames.mjs FILE.cpuprofile [--top N]');
  process.exit(2);
}
const top = Number(values.top);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

// Each sample is one tick of the node on top of the stack; ticks are timeDeltas apart.
const selfUs = new Map();
const skipUs = Number(values.skip) * 1e6;
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  const us = profile.timeDeltas[index] ?? 0;
  elapsedUs += us;
  if (elapsedUs > skipUs) selfUs.set(id, (selfUs.get(id) ?? 0) + us);
});
const totalUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);

function where(frame) {
  const url = frame.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:') || url === '') return url || '(native)';
  return url.split('/').slice(-2).join('/');
}
const label = (frame) =>
  `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;

const selfByFrame = new Map();
const inclusiveByFrame = new Map();
const inclusiveByPackage = new Map();
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const self = label(node.callFrame);
  selfByFrame.set(self, (selfByFrame.get(self) ?? 0) + us);
  // A frame or package counts once per sample even when it recurses.
  const frames = new Set();
  const packages = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at).callFrame;
    frames.add(label(frame));
    packages.add(where(frame));
  }
  for (const frame of frames) inclusiveByFrame.set(frame, (inclusiveByFrame.get(frame) ?? 0) + us);
  for (const pkg of packages) inclusiveByPackage.set(pkg, (inclusiveByPackage.get(pkg) ?? 0) + us);
}

function print(title, totals, skip = () => false) {
  console.info(`\n${title}`);
  const rows = [...totals].filter(([name]) => !skip(name)).sort((a, b) => b[1] - a[1]);
  for (const [name, us] of rows.slice(0, top)) {
    console.info(`${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${name}`);
  }
}

console.info(`${file}: ${(totalUs / 1e6).toFixed(1)} s sampled`);
print('self time by function', selfByFrame);
const roots = /^\((root|program|idle|garbage collector)\)/;
print('total time by function (self + callees)', inclusiveByFrame, (name) => roots.test(name));
print('total time by package or file', inclusiveByPackage, (name) => name === '(native)');
