import { expect } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { test } from '../support/fixtures';
import { screenshot } from '../support/screenshot';
import { openStaffConsole } from '../support/staff-console';

// Every back-office screen at a tablet's and a laptop's width: it renders, axe finds nothing
// serious, and a screenshot is kept for people to look at (e2e/screenshots/<project>/).

const WIDTHS = [
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
] as const;

const SCREENS = [
  { path: '/menu', name: 'menu', ready: { role: 'heading', name: 'Menu' } },
  { path: '/menu/items/new', name: 'item-new', ready: { role: 'heading', name: 'New item' } },
  { path: '/menu/items/1', name: 'item-edit', ready: { role: 'heading', name: 'Masala Papad' } },
  { path: '/menu/import', name: 'menu-import', ready: { role: 'heading', name: /Import/ } },
  { path: '/promotions', name: 'promotions', ready: { role: 'heading', name: 'Promotions' } },
] as const;

// One test per width: ten screens with axe on each came close to one test's time on a busy runner.
for (const width of WIDTHS) {
  test(`the back office at a ${width.name}'s width`, async ({ browser, baseURL }, testInfo) => {
    // The screens are the same on every phone project: one run is enough.
    test.skip(testInfo.project.name !== 'phone-390', 'staff screens, not a phone journey');
    test.setTimeout(90_000);
    if (!baseURL) throw new Error('no baseURL');
    const { page, context } = await openStaffConsole(browser, baseURL, {
      user: 'manager',
      device: 'tablet',
    });
    try {
      await page.setViewportSize(width.viewport);
      for (const screen of SCREENS) {
        await page.goto(`/staff${screen.path}`);
        await expect(
          page.getByRole(screen.ready.role, { name: screen.ready.name, level: 1 }),
        ).toBeVisible();
        // Loaded, not a skeleton: the screens read the catalogue first.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page, `${screen.name}-${width.name}`);
        await screenshot(page, `back-office-${screen.name}-${width.name}`);
      }
    } finally {
      await context.close();
    }
  });
}
