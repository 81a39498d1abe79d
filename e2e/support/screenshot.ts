import path from 'node:path';
import { type Page, test } from '@playwright/test';

export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');

/**
 * Saves the whole page as e2e/screenshots/<project>/<name>.png, for people to look at (they
 * are not compared). Waits for fonts and images, so a screen is captured as a guest sees it.
 * Lazy images below the fold would never load for a full-page capture (and their decode()
 * would never settle), so they are asked for first. `fullPage: false` keeps to the viewport:
 * a full-page capture draws fixed and sticky bars where the viewport ended, mid-page.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) {
      if (image.loading === 'lazy') image.loading = 'eager';
    }
    await document.fonts.ready;
    // A broken image rejects: it is captured as the guest sees it, without holding the others.
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete ? null : image.decode().catch(() => undefined),
      ),
    );
  });
  const file = path.join(SCREENSHOTS_DIR, test.info().project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
}
