import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { DEMO } from './demo';
import { LIVE } from './ordering';

// A guest paying a share of a split bill through the guest API (decision 0019), as the
// guest screens will: read the split bill, open a share, and end it on the simulated gateway.

const TENANT = { 'x-tenant': String(DEMO.brandId) };

export interface SplitBillLine {
  key: string;
  itemName: string;
  due: number;
}

export interface SplitBill {
  lines: SplitBillLine[];
  payableAmount: number;
  remainingAmount: number;
}

export type ShareWay =
  | { way: 'REMAINING' }
  | { way: 'AMOUNT'; amount: number }
  | { way: 'ITEMS'; claims: { lineKey: string; numerator: number; denominator: number }[] };

export type TipChoice = { kind: 'PERCENT'; percent: number } | { kind: 'CUSTOM'; amount: number };

export interface OpenedShare {
  url: string;
  amount: number;
  tip: number;
}

/** The split bill the guest's phone reads (`page.request` carries the guest's session). */
export async function readSplitBill(guest: Page, orderId: number): Promise<SplitBill> {
  const response = await guest.request.get(
    `/v1/order/payment/public/split-bill?orderId=${orderId}`,
    { headers: TENANT },
  );
  expect(response.ok(), `GET split-bill answered ${response.status()}`).toBe(true);
  return (await response.json()) as SplitBill;
}

/** Holds a share and opens its gateway session for share + tip. */
export async function openShare(
  guest: Page,
  orderId: number,
  request: { share: ShareWay; tip: TipChoice; expectedAmount: number },
): Promise<OpenedShare> {
  const response = await guest.request.post('/v1/order/payment/public/bill-share', {
    headers: { ...TENANT, 'Idempotency-Key': randomUUID() },
    data: { orderId, ...request },
  });
  expect(response.ok(), `POST bill-share answered ${await response.text()}`).toBe(true);
  return (await response.json()) as OpenedShare;
}

/** Ends a share's session on the simulated gateway's page as a tester does, in a new tab. */
export async function endOnGateway(
  guest: Page,
  share: OpenedShare,
  outcome: 'Pay successfully' | 'Fail authorization',
): Promise<void> {
  const tab = await guest.context().newPage();
  try {
    await tab.goto(share.url);
    await tab.getByRole('button', { name: outcome }).click();
    // The page refreshes itself while 'authorising'; its final state reports to the server.
    const result =
      outcome === 'Pay successfully' ? 'Payment successful.' : /^The bank declined the payment/;
    await expect(tab.getByText(result)).toBeVisible(LIVE);
  } finally {
    await tab.close();
  }
}
