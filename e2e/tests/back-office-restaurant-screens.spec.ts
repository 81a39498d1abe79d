import { expect } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { test } from '../support/fixtures';
import { screenshot } from '../support/screenshot';
import { openStaffConsole } from '../support/staff-console';

// The restaurant's back-office screens (issue 14) as the demo's owner, at a tablet's and a
// laptop's width: each renders its data, axe finds nothing serious, a screenshot is kept
// (e2e/screenshots/<project>/back-office-…).

const WIDTHS = [
  { name: 'tablet', viewport: { width: 1024, height: 768 } },
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
] as const;

const SCREENS = [
  { path: '/restaurant', name: 'restaurant', heading: 'Restaurant' },
  { path: '/branches', name: 'branches', heading: 'Branches' },
  { path: '/tables', name: 'tables', heading: 'Tables and QR codes' },
  { path: '/hours', name: 'hours', heading: 'Order hours' },
  { path: '/charges', name: 'charges', heading: 'Charges and taxes' },
  { path: '/brand-look', name: 'brand-look', heading: 'Brand look' },
  { path: '/stations', name: 'stations', heading: 'Kitchen stations' },
  { path: '/staff-accounts', name: 'staff', heading: 'Staff' },
  { path: '/reports', name: 'reports', heading: 'Reports' },
] as const;

for (const width of WIDTHS) {
  test(`the restaurant's back office at ${width.name} width`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone-390', 'staff screens, not a phone journey');
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no baseURL');
    const { page, context } = await openStaffConsole(browser, baseURL, {
      user: 'owner',
      device: 'tablet',
    });
    try {
      await page.setViewportSize(width.viewport);
      for (const screen of SCREENS) {
        await page.goto(`/staff${screen.path}`);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessible(page, `${screen.name}-${width.name}`);
        await screenshot(page, `back-office-${screen.name}-${width.name}`);
      }
    } finally {
      await context.close();
    }
  });
}
