import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { screenshot } from './screenshot';

/** What every screen a journey visits gets: a screenshot to look at, then the axe check. */
export async function inspectScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectAccessible(page, name);
}
