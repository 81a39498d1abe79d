import type { TReceipt } from '@tableside/shared/contract/receipt';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStorageSchemas } from '../../../lib/storage';
import { ReceiptActions } from './receipt-actions';
import { ReceiptView } from './receipt-view';

await loadStorageSchemas();

const bill = {
  orderId: 7,
  orderItems: [
    { itemName: 'Masala Papad', servingSizeName: '', quantity: 1, price: 160 },
    { itemName: 'Chicken Manchow Soup', servingSizeName: '', quantity: 1, price: 260 },
  ],
  subTotal: 420,
  discountAmount: 0,
  charges: [],
  taxSummary: [],
  roundOff: 0,
  payableAmount: 474,
};

const receipt = (share?: TReceipt['share']) =>
  ({
    brandId: 1,
    brandName: 'The Brew Room',
    branchName: 'Indiranagar',
    tableNames: ['5'],
    orderId: 7,
    paidAt: '2026-03-10T12:00:00.000Z',
    timeZone: 'Asia/Kolkata',
    currency: 'INR',
    locale: 'en-IN',
    bill,
    payments: [],
    ...(share ? { share } : {}),
    expiresAt: '2026-06-08T12:00:00.000Z',
  }) as unknown as TReceipt;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a split bill's share receipt", () => {
  it('shows the table’s bill, then the guest’s share: items with fractions, tip, paid, table total', () => {
    render(
      <ReceiptView
        receipt={receipt({
          way: 'ITEMS',
          part: null,
          parts: null,
          items: [
            { itemName: 'Masala Papad', numerator: 1, denominator: 1 },
            { itemName: 'Chicken Manchow Soup', numerator: 1, denominator: 2 },
          ],
          amount: 318.05,
          tip: 31.81,
          paid: 349.86,
          tableTotal: 474,
        })}
      />,
    );
    const share = screen.getByRole('region', { name: 'Your share' });
    expect(share.querySelector('h3')).toBeTruthy();
    expect(within(share).getByText('Items')).toBeTruthy();
    const items = within(share)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Masala PapadAll', 'Chicken Manchow Soup1/2']);
    const sums = within(share)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(sums).toEqual([
      'Share ₹318.05',
      'Tip ₹31.81',
      'Total paid ₹349.86',
      'Table total ₹474.00',
    ]);
  });

  it('names an equal part k of N, and a whole-bill receipt has no share at all', () => {
    const equal = {
      way: 'EQUAL' as const,
      part: 2,
      parts: 3,
      items: [],
      amount: 158,
      tip: 0,
      paid: 158,
      tableTotal: 474,
    };
    render(<ReceiptView receipt={receipt(equal)} headingLevel={1} />);
    const share = screen.getByRole('region', { name: 'Your share' });
    expect(within(share).getByText('Equal part 2 of 3')).toBeTruthy();
    expect(share.querySelector('h2')).toBeTruthy();
    cleanup();
    render(<ReceiptView receipt={receipt()} />);
    expect(screen.queryByRole('region', { name: 'Your share' })).toBeNull();
  });

  it('uses the share link the payment result brought, and texts that share’s link', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(String(url));
        return new Response(JSON.stringify({ sentTo: '+91******3210' }));
      }),
    );
    const link = {
      url: 'http://localhost/receipt/abcd.efgh',
      token: 'abcd.efgh',
      expiresAt: '2026-06-08T12:00:00.000Z',
      shareId: 42,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReceiptActions orderId={7} brandName="The Brew Room" shareReceipt={link} />
      </QueryClientProvider>,
    );
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf.getAttribute('href')).toBe('/v1/receipts/abcd.efgh/pdf');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send by SMS' }));
    await screen.findByText('Sent to +91******3210.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/\/v1\/order\/public\/receipt-sms\?orderId=7&shareId=42$/);
  });
});
