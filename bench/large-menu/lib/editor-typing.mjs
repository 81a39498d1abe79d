// Typing into the back office's menu search over the large menu, in Chromium: for every
// keystroke, the time from the key to the first frame painted after it (input handled,
// React rendered, layout and paint done), as a person would feel it.
import { chromium } from '@playwright/test';

const QUERY = 'bench dish 42';

export async function measureEditorTyping(baseUrl, { runs = 3 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 900 },
    });
    const login = await context.request.post('/v1/staff/auth/login', {
      data: { username: 'manager', password: 'demo1234' },
    });
    if (!login.ok()) throw new Error(`staff login answered ${login.status()}`);
    const page = await context.newPage();
    await page.goto('/staff/menu');
    const search = page.getByPlaceholder('Search by name or tag');
    await search.waitFor();
    await page
      .getByText(/items$/)
      .first()
      .waitFor();
    const timings = [];
    for (let run = 0; run < runs; run += 1) {
      await search.fill('');
      await page.waitForTimeout(300);
      for (const key of QUERY) {
        const ms = await page.evaluate(
          (k) =>
            new Promise((resolve) => {
              const input = document.querySelector('input[placeholder="Search by name or tag"]');
              const started = performance.now();
              input.focus();
              // What a key press does to a controlled input: the value, then the input event.
              const setter = Object.getOwnPropertyDescriptor(
                HTMLInputElement.prototype,
                'value',
              ).set;
              setter.call(input, input.value + k);
              input.dispatchEvent(new Event('input', { bubbles: true }));
              requestAnimationFrame(() =>
                setTimeout(() => resolve(performance.now() - started), 0),
              );
            }),
          key,
        );
        timings.push(ms);
        // Let deferred renders (useDeferredValue) finish before the next key, as typists pause.
        await page.waitForTimeout(120);
      }
    }
    timings.sort((a, b) => a - b);
    const at = (p) =>
      Math.round(timings[Math.min(timings.length - 1, Math.ceil(p * timings.length) - 1)]);
    return { keystrokes: timings.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
  } finally {
    await browser.close();
  }
}
