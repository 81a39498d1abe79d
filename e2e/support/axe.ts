import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Runs axe on the page as it is now. Any violation fails the test, whatever its impact (issue
 * 16): a 'minor' or 'moderate' one is still a barrier to someone. The full report is attached.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length === 0) return;
  const describe = (v: (typeof violations)[number]) =>
    `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.help} at ${v.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ')}`;
  await test.info().attach(`axe-${screen}.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  expect(violations.map(describe), `axe violations on ${screen}`).toEqual([]);
}
