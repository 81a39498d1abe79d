import path from 'node:path';
import { type Page, test } from '@playwright/test';

const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Saves the whole page as e2e/screenshots/<project>/<name>.png, for people to look at (they
 * are not compared). Waits for fonts and images, so a screen is captured as a guest sees it.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => (image.complete ? null : image.decode())),
    ).catch(() => undefined);
  });
  const file = path.join(SCREENSHOTS_DIR, test.info().project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
}
