import lighthouse from 'lighthouse';
import { checkInFirstGuest } from './check-in.mjs';
import { openChromium } from './chromium.mjs';

// What /home shows from the demo menu once it has rendered: the tabs and, on the For You tab
// a guest lands on, the first promotion group of The Brew Room.
const MENU_TEXTS = ['For You', 'Drink', 'Eat', 'Smoke', 'Happy Hours', 'House Pints at ₹390'];

/** Fails the run unless the page Lighthouse measured is /home with the menu on it. */
async function assertMenuRendered(page, lhr) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== '/home') throw new Error(`Lighthouse ended on ${finalPath}, not /home`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  try {
    await page.waitForFunction(
      (texts) =>
        location.pathname === '/home' && texts.every((t) => document.body.textContent.includes(t)),
      { timeout: 5_000 },
      MENU_TEXTS,
    );
  } catch {
    const shown = await page.evaluate(() => `${location.pathname}: ${document.body.textContent}`);
    throw new Error(
      `/home did not render the menu (${MENU_TEXTS.join(', ')}); page was ${shown.slice(0, 300)}`,
    );
  }
}

async function runLighthouse(page, url) {
  const flags = {
    logLevel: 'error',
    output: ['html', 'json'],
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: false,
  };
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error('Lighthouse returned no result');
  return result;
}

/**
 * One measurement in its own Chromium: the first guest of `tableId` checks in, then
 * Lighthouse (mobile, simulated throttling) loads /home on the same tab. Its storage reset
 * clears only the HTTP cache, Cache Storage, service workers and file systems: the session
 * cookie and sessionStorage survive, so the guest stays checked in while /home loads cold.
 */
export async function measureHome(baseUrl, tableId) {
  const { page, close } = await openChromium();
  try {
    await checkInFirstGuest(page, baseUrl, tableId);
    let result = await runLighthouse(page, `${baseUrl}/home`);
    // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing about the
    // app: measure that load once more on the same tab, still checked in.
    if (result.lhr.runtimeError) {
      console.warn(`  Lighthouse: ${result.lhr.runtimeError.code}, measuring again`);
      result = await runLighthouse(page, `${baseUrl}/home`);
    }
    await assertMenuRendered(page, result.lhr);
    return { lhr: result.lhr, html: result.report[0] };
  } finally {
    await close();
  }
}
