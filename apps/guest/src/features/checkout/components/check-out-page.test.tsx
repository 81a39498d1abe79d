import type { TBill } from '@tableside/shared/contract/bill';
import { MSG } from '@tableside/shared/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStorageSchemas, session } from '../../../lib/storage';
import { CheckOutPage } from './check-out-page';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const bill: TBill = {
  orderId: 5,
  orderItems: [
    { itemName: 'Masala Chai', servingSizeName: 'Regular', quantity: 2, price: 240 },
    { itemName: 'Paneer Tikka', servingSizeName: 'Full', quantity: 1, price: 320 },
  ],
  charges: [{ charges: { name: 'Service Charge' }, rate: 7.5, amount: 42 }],
  taxSummary: [
    { tax: { name: 'CGST' }, rate: 2.5, amount: 15.05 },
    { tax: { name: 'SGST' }, rate: 2.5, amount: 15.05 },
  ],
  discountAmount: 0,
  subTotal: 560,
  subtotal: 560,
  totalTax: 30.1,
  totalCharge: 42,
  roundoff: -0.1,
  roundOff: -0.1,
  payableAmount: 632,
};

let answer: (url: URL, method: string) => Response;
const calls: string[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const orderAfterRequest = {
  id: 5,
  status: 'REQUEST_BILL',
  isSystemCompleted: false,
  isVoid: false,
  isVerified: true,
  code: '1234',
  tables: [{ id: 1 }],
  tableNames: ['T1'],
  orderGroups: [],
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterStatus: null,
  checkoutCustomerId: 2,
  seq: 4,
  customers: [],
};

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/check-out', element: <CheckOutPage orderId={5} customerId={2} /> }],
    { initialEntries: ['/check-out'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

beforeEach(() => {
  calls.length = 0;
  session.set('Ids', { brandId: 1, branchId: 1, tableId: 3 });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    return answer(url, method);
  });
});

afterEach(() => {
  cleanup();
  session.clearAll();
  vi.restoreAllMocks();
});

const billAnswer = (billing: () => Response) => (url: URL) =>
  url.pathname.endsWith('/orderBilling') ? billing() : json(orderAfterRequest);

describe('CheckOutPage', () => {
  it('shows the bill, keeps it in the session and requests it once', async () => {
    answer = billAnswer(() => json(bill));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MSG.pleaseWait);
    expect(screen.getByText(MSG.waiterWillArrive)).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemQtyAmount',
      'Masala ChaiRegular2₹240.00',
      'Paneer TikkaFull1₹320.00',
      'Discount₹0.00',
      'Sub Total₹560.00',
      'Service Charge (7.5%)₹42.00',
      'CGST (2.5%)₹15.05',
      'SGST (2.5%)₹15.05',
      'Round Off-₹0.10',
      'Total Payable₹632.00',
    ]);
    await vi.waitFor(() =>
      expect(calls).toContain(
        'PUT /v1/order/public/update-order-request-bill?orderId=5&orderStatus=REQUEST_BILL',
      ),
    );
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(1);
    expect(calls[0]).toBe(
      'GET /v1/order/public/orderBilling?orderId=5&customerId=2&sendEvent=true',
    );
    expect(session.get('billInfo')).toEqual(bill);
    expect(screen.getByRole('button', { name: 'Pay ₹632.00 online' })).toBeTruthy();
    // Back on the page later (a failed online payment returns here): not asked again.
    cleanup();
    renderPage();
    await screen.findByRole('table');
    expect(calls.filter((call) => call.startsWith('PUT'))).toHaveLength(1);
  });

  it("says 'No orders placed !' for a bill without items, and requests nothing", async () => {
    answer = billAnswer(() => json({ message: MSG.noOrdersPlaced }, 409));
    renderPage();
    expect(await screen.findByText(MSG.noOrdersPlaced)).toBeTruthy();
    expect(calls.some((call) => call.startsWith('PUT'))).toBe(false);
    expect(screen.queryByRole('button', { name: /online/ })).toBeNull();
  });

  it('offers a retry when the bill cannot be fetched', async () => {
    answer = billAnswer(() => new Response('', { status: 502 }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.billFetchFailed);
    answer = billAnswer(() => json(bill));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
