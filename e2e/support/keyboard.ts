import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only journeys (issue 16, item 13): Tab, Shift+Tab, Enter, Space and the arrow keys,
// never a mouse or a touch.

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/**
 * Counts every pointer press in the page from its first load, so a journey can prove it used
 * none: call before the first page.goto.
 */
export async function countPointerPresses(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const count = () => {
      const key = 'ts-e2e-pointer-presses';
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
    };
    window.addEventListener('pointerdown', count, true);
    window.addEventListener('touchstart', count, true);
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('ts-e2e-pointer-presses') ?? 0));
}
