import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { screenshot } from './screenshot';

/** What every screen a journey visits gets: a screenshot to look at, then the axe check. */
export async function inspectScreen(
  page: Page,
  name: string,
  options?: { fullPage?: boolean },
): Promise<void> {
  await screenshot(page, name, options);
  await expectAccessible(page, name);
}
