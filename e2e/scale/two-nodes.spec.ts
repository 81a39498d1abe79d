import type { Page } from '@playwright/test';
import { readTablePin } from '../support/api';
import { checkIn, typeCode } from '../support/check-in';
import { addFromEat, confirmCart, footer, LIVE, openOrders } from '../support/ordering';
import { checkedInOrderId } from '../support/session';
import { type SocketUpstream, watchSocketUpstream } from '../support/socket-upstream';
import { openStaffConsole } from '../support/staff-console';
import { claimNewTable } from '../support/tables';
import { CLUSTER_SKIP, expect, test } from './cluster-fixtures';

// Issue 12, "Tests that prove it": two guests of one table on different server processes
// behind a round-robin nginx see each other's cart live; the staff verify and settle through
// nginx as well. One process is killed (SIGKILL) after an order is confirmed: its guest's
// socket reconnects to the other process and the screen catches up within 5 s, and the
// confirmed order is still there.

const FIRST = 'Masala Papad';
const SECOND = 'Beer-Battered Fish Fingers';
const AFTER_KILL = 'Masala Peanut Chaat';
const RESYNC_BUDGET_MS = 5_000;

test.skip(CLUSTER_SKIP, 'needs TEST_DATABASE_URL and TEST_REDIS_URL');

const editButton = (page: Page, item: string) => page.getByRole('button', { name: `Edit ${item}` });

async function showPending(page: Page) {
  const pending = page.getByRole('tab', { name: 'Pending' });
  if ((await pending.getAttribute('aria-selected')) !== 'true') await pending.click();
}

/**
 * Reloads `page` until its socket lives on another process than `other`'s (round robin). A
 * reload makes the same number of requests each time, so when that number is even the socket
 * would land on the same process forever: one extra request on every other attempt shifts it.
 */
async function landApart(page: Page, mine: SocketUpstream, other: SocketUpstream) {
  const node = async () => {
    await expect.poll(() => mine.current(), LIVE).not.toBeNull();
    return mine.current();
  };
  for (let attempt = 0; attempt < 10 && (await node()) === other.current(); attempt++) {
    const since = Date.now();
    if (attempt % 2 === 0) await page.evaluate(() => fetch('/healthz').then((r) => r.status));
    await page.reload();
    await expect.poll(() => mine.openedSince(since), LIVE).not.toBeNull();
  }
  expect(mine.current(), 'the two guests on different processes').not.toBe(other.current());
}

test('two guests on two processes order together, survive a node kill and pay', async ({
  browser,
  page: host,
  openGuestPage,
  staff,
  cluster,
}, testInfo) => {
  const hostSocket = await watchSocketUpstream(host);
  const tableId = await claimNewTable(staff, testInfo);
  // The manager's console, a third browser, follows the floor over its own socket.
  const manager = await openStaffConsole(browser, cluster.url, { user: 'manager', path: '/floor' });
  const card = manager.page.getByRole('article', { name: `Table ${tableId}`, exact: true });
  await expect(card).toContainText('Free');
  await expect(manager.page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible(LIVE);

  const orderId = await test.step('the first guest checks in', async () => {
    await checkIn(host, { tableId, name: 'Nila Menon', guests: 2, readCode: cluster.readCode });
    await expect(host).toHaveURL(/\/home$/);
    return checkedInOrderId(host);
  });

  const guest = await openGuestPage();
  const guestSocket = await watchSocketUpstream(guest);
  await test.step('the second guest joins with the PIN, on the other process', async () => {
    const pin = await readTablePin(host.request, orderId);
    await checkIn(guest, { tableId, name: 'Rohan Das', readCode: cluster.readCode });
    await expect(guest).toHaveURL(/\/verify-pin$/);
    await typeCode(guest, 'Table PIN', pin);
    await guest.getByRole('button', { name: 'Join Table' }).click();
    await expect(guest).toHaveURL(/\/home$/);
    await expect.poll(() => hostSocket.current(), LIVE).not.toBeNull();
    await landApart(guest, guestSocket, hostSocket);
    await expect(card).toContainText('Open · not verified', LIVE);
    console.info(
      `host socket on ${hostSocket.current()}, guest socket on ${guestSocket.current()}`,
    );
  });

  await test.step('the staff verify through nginx; both banners leave live', async () => {
    await staff.verify(orderId);
    await expect(card).not.toContainText('not verified', LIVE);
    for (const page of [host, guest]) {
      await expect(
        page.getByRole('heading', { name: 'Your Table is not yet verified' }),
      ).toHaveCount(0, LIVE);
    }
  });

  await test.step("each guest sees the other's cart live, across processes", async () => {
    await openOrders(guest);
    await addFromEat(host, 'Small Plates', FIRST);
    await expect(editButton(guest, FIRST)).toBeVisible(LIVE);
    await openOrders(host);
    await addFromEat(guest, 'Small Plates', SECOND);
    await expect(editButton(host, SECOND)).toBeVisible(LIVE);
  });

  await test.step('the first guest confirms; the other sees Order #01', async () => {
    await openOrders(guest);
    await confirmCart(host);
    await expect(host.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
    await expect(editButton(guest, FIRST)).toHaveCount(0, LIVE);
    await guest.getByRole('tab', { name: 'Completed' }).click();
    await expect(guest.getByRole('heading', { name: 'Order #01' })).toBeVisible(LIVE);
  });

  await test.step('the host process is killed; its guest resyncs within 5 s', async () => {
    await showPending(host);
    await footer(guest).getByRole('link', { name: 'Home', exact: true }).click();
    const victim = cluster.nodes.find((node) => node.address === hostSocket.current());
    if (!victim) throw new Error(`no node at ${hostSocket.current()}`);
    const survivor = cluster.nodes.find((node) => node !== victim);
    const killedAt = Date.now();
    await victim.kill();
    // The other guest adds at once, while the host's socket is down or reconnecting.
    await addFromEat(guest, 'Small Plates', AFTER_KILL);
    await expect(editButton(host, AFTER_KILL)).toBeVisible({ timeout: RESYNC_BUDGET_MS });
    const resyncMs = Date.now() - killedAt;
    const reconnect = hostSocket.openedSince(killedAt);
    expect(reconnect?.upstream, 'the host socket reconnected to the survivor').toBe(
      survivor?.address,
    );
    const reconnectMs = (reconnect?.at ?? Number.NaN) - killedAt;
    console.info(
      `node ${victim.name} killed: host socket back on node ${survivor?.name} after ${reconnectMs} ms; ` +
        `the other guest's cart change on the host's screen after ${resyncMs} ms`,
    );
    await testInfo.attach('resync', {
      body: JSON.stringify({ reconnectMs, resyncMs, budgetMs: RESYNC_BUDGET_MS }),
      contentType: 'application/json',
    });
    expect(resyncMs).toBeLessThan(RESYNC_BUDGET_MS);
  });

  await test.step('nothing confirmed is lost: the staff read Order #01 from the survivor', async () => {
    const order = await staff.order(orderId);
    const confirmed = order.orderGroups.filter((g) => !['NEW', 'CANCELLED'].includes(g.status));
    expect(confirmed).toHaveLength(1);
    const items = confirmed.flatMap((g) => g.orderItems.map((i) => i.menuItemMaster.displayName));
    expect(items.sort()).toEqual([SECOND, FIRST].sort());
  });

  await test.step('the second guest confirms on the survivor; the staff serve and settle', async () => {
    await openOrders(guest);
    await confirmCart(guest);
    await expect(guest.getByRole('heading', { name: 'Order #02' })).toBeVisible(LIVE);
    expect(await staff.deliverAll(orderId)).toBe(3);
    await footer(host).getByRole('button', { name: 'Pay Bill' }).click();
    const billResponse = host.waitForResponse(
      (response) => response.url().includes('/orderBilling') && response.ok(),
    );
    // The check-out page asks for the bill once the bill has loaded; the cash is taken after
    // that, as at a table (a payment first closes the order, and the late request gets 409).
    const requested = host.waitForResponse(
      (response) => response.url().includes('update-order-request-bill') && response.ok(),
    );
    await host
      .getByRole('dialog', { name: 'Pay Bill' })
      .getByRole('button', { name: 'Get the bill' })
      .click();
    await expect(host).toHaveURL(/\/check-out$/);
    const { payableAmount } = (await (await billResponse).json()) as { payableAmount: number };
    await requested;
    await staff.payCash(orderId, payableAmount);
    for (const page of [host, guest]) {
      await expect(page).toHaveURL(/\/payment-status$/, LIVE);
      await expect(page.getByText('Payment Successful.')).toBeVisible();
    }
    await expect(card).toContainText('Free', LIVE);
    await manager.context.close();
  });
});
