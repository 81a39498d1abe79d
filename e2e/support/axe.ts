import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now. Serious and critical violations fail the test with
 * their rule ids; milder ones are recorded as annotations of the test (shown in the report).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  if (violations.length === 0) return;
  const describe = (v: (typeof violations)[number]) =>
    `${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.help}`;
  await test.info().attach(`axe-${screen}.json`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  const [blocking, mild] = [
    violations.filter((v) => BLOCKING.has(v.impact ?? '')),
    violations.filter((v) => !BLOCKING.has(v.impact ?? '')),
  ];
  for (const v of mild)
    test.info().annotations.push({ type: `axe ${screen}`, description: describe(v) });
  expect(blocking.map(describe), `serious or critical axe violations on ${screen}`).toEqual([]);
}
