// A CPU profile of /home loading cold for a checked-in guest, as Lighthouse loads it for the
// score: where the main thread's time goes, by chunk and by function. Build the guest app
// with `--minify false` first to read the app's own function names.
// Usage and what it measures: README.md beside this file.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkInFirstGuest } from './lib/check-in.mjs';
import { openChromium } from './lib/chromium.mjs';
import { summariseProfile } from './lib/cpu-profile-summary.mjs';
import { ensureBuilt, startServer } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    throttle: { type: 'string', default: '1' },
    port: { type: 'string', default: '3402' },
    out: { type: 'string', default: 'home.cpuprofile' },
  },
});

ensureBuilt();
const { baseUrl, stop } = await startServer(Number(values.port));
const { page, close } = await openChromium();
try {
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await checkInFirstGuest(page, baseUrl, 1);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
  await cdp.send('Profiler.enable');
  // 0.1 ms: a task of Lighthouse's 50 ms budget, throttled 4x, is 12.5 ms here.
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle0' });
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(values.out, JSON.stringify(profile));
  const { byChunk, inclusive } = summariseProfile(profile);
  const line = ({ name, ms }) => `${ms.toFixed(1).padStart(8)} ms  ${name}`;
  console.info(`Self time by chunk (CPU throttled ${values.throttle}x):`);
  console.info(byChunk.map(line).join('\n'));
  console.info('\nInclusive time by function:');
  console.info(inclusive.map(line).join('\n'));
  console.info(`\n${values.out}: open it in Chromium's DevTools (Performance) for the timeline.`);
} finally {
  await close();
  await stop();
}
