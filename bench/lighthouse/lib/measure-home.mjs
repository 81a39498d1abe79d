import { checkInFirstGuest } from './check-in.mjs';
import { openChromium } from './chromium.mjs';
import { assertRendered, runLighthouse } from './lighthouse-run.mjs';

// What /home shows from the demo menu once it has rendered: the tabs and, on the For You tab
// a guest lands on, the first promotion group of The Brew Room.
const MENU_TEXTS = ['For You', 'Drink', 'Eat', 'Smoke', 'Happy Hours', 'House Pints at ₹390'];

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
    const result = await runLighthouse(page, `${baseUrl}/home`);
    await assertRendered(page, result.lhr, '/home', MENU_TEXTS);
    return result;
  } finally {
    await close();
  }
}
