import type { Page } from '@playwright/test';
import { checkIn } from '../support/check-in';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { inspectScreen } from '../support/inspect';
import { footer, openOrders } from '../support/ordering';

// Ordering hours (spec sections 2, 4 and 9) at the demo branch that has them: Koramangala
// takes orders 11:30 to 00:45, Asia/Kolkata. The guest's phone clock is set with page.clock;
// the server keeps the real time. These journeys only read the menu and the orders, which
// the server answers at any hour, so its clock does not matter here. That the server itself
// refuses orders outside the hours is covered by its own tests with a manual clock.

const { branchId } = DEMO.koramangala;

/** The instant the branch's wall clock reads `time` today (India has no daylight saving). */
function kolkata(time: string): Date {
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${today}T${time}+05:30`);
}

async function seatAt(page: Page, tableId: number, name: string): Promise<void> {
  await checkIn(page, { tableId, branchId, name, guests: 2 });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('The Brew Room · Koramangala')).toBeVisible();
}

/** What closed hours do (spec section 4): Repeat, the Pending tab and /re-order are shut. */
async function expectOrderingClosed(page: Page): Promise<void> {
  await expect(footer(page).getByRole('button', { name: 'Repeat' })).toBeDisabled();
  await openOrders(page);
  await expect(page.getByRole('tab', { name: 'Pending' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto('/re-order');
  await expect(page).toHaveURL(/\/home$/);
}

const timesUp = (page: Page) => page.getByRole('alert').filter({ hasText: "Time's Up!" });

test("the last 10 minutes count down on For You, then Time's Up! closes ordering", async ({
  page,
  claimTableAt,
}) => {
  const tableId = await claimTableAt(branchId);
  await page.clock.install({ time: kolkata('00:30:00') });
  await seatAt(page, tableId, 'Isha Menon');
  // Well before the window (the check-in took under a minute of the phone's time).
  await expect(page.getByRole('heading', { name: 'Last Call' })).toHaveCount(0);

  await page.clock.setSystemTime(kolkata('00:37:30'));
  await expect(page.getByRole('heading', { name: 'Last Call' })).toBeVisible();
  const countdown = page.getByRole('timer');
  await expect(countdown).toHaveText(/^7m:[0-5]\ds$/);
  await expect(countdown).toHaveAccessibleName(/^7m:[0-5]\ds left to order$/);
  await inspectScreen(page, 'home-last-call');

  await page.clock.setSystemTime(kolkata('00:44:56'));
  await expect(countdown).toHaveText(/^0m:0[0-4]s$/);
  await expect(timesUp(page)).toBeVisible();
  await expect(timesUp(page)).toContainText('No more orders can be placed now!');
  await expect(page.getByRole('heading', { name: 'Last Call' })).toHaveCount(0);
  await inspectScreen(page, 'home-times-up');

  await expectOrderingClosed(page);
});

test('outside the hours ordering stays closed, and opens at opening time', async ({
  page,
  claimTableAt,
}) => {
  const tableId = await claimTableAt(branchId);
  await page.clock.install({ time: kolkata('03:00:00') });
  await seatAt(page, tableId, 'Tara Joseph');
  await expect(timesUp(page)).toBeVisible();
  await expectOrderingClosed(page);
  await inspectScreen(page, 'home-closed-hours');

  await page.clock.setSystemTime(kolkata('11:30:00'));
  await expect(timesUp(page)).toHaveCount(0);
  await expect(footer(page).getByRole('link', { name: 'Repeat' })).toBeVisible();
  await openOrders(page);
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByText('Please place your orders!')).toBeVisible();
});
