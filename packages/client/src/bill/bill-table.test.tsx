import type { TBill } from '@tableside/shared/contract/bill';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BillTable } from './bill-table';

const bill: TBill = {
  orderId: 7,
  orderItems: [
    { itemName: 'Masala Dosa', servingSizeName: 'Regular', quantity: 2, price: 360 },
    { itemName: 'Filter Coffee', servingSizeName: '', quantity: 1, price: 90 },
  ],
  charges: [{ charges: { name: 'Service Charge' }, rate: 5, amount: 22.5 }],
  taxSummary: [{ tax: { name: 'GST' }, rate: 5, amount: 22.5 }],
  discountAmount: 0,
  subTotal: 450,
  subtotal: 450,
  totalTax: 22.5,
  totalCharge: 22.5,
  roundoff: 0,
  roundOff: 0,
  payableAmount: 495,
};

afterEach(cleanup);

describe('bill table', () => {
  it('shows each line with its size, quantity and amount, then the summary with the total', () => {
    render(<BillTable bill={bill} block="ts-bill-table" />);
    const [header, dosa, coffee] = screen.getAllByRole('row');
    expect(header).toHaveProperty('textContent', 'ItemQtyAmount');
    expect(
      within(dosa!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Masala DosaRegular', '2', '₹360.00']);
    expect(coffee?.querySelector('.ts-bill-table__size')).toBeNull();
    const total = screen.getByRole('rowheader', { name: 'Total Payable' }).closest('tr');
    expect(total?.className).toBe('ts-bill-table__summary ts-bill-table__total');
    expect(total?.textContent).toBe('Total Payable₹495.00');
    expect(screen.getByRole('rowheader', { name: 'Service Charge (5%)' })).toBeTruthy();
  });

  it("takes the app's class block, amount class and a hidden caption", () => {
    render(
      <BillTable
        bill={bill}
        block="bill-table"
        amountClassName="money"
        caption={{ text: 'Bill details and summary', className: 'visually-hidden' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Bill details and summary' });
    expect(table.className).toBe('bill-table');
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
    expect(table.querySelectorAll('td.bill-table__num.money')).toHaveLength(2 + 6);
  });

  it("writes the amounts in the branch's money format it is given", () => {
    render(
      <BillTable bill={bill} block="ts-bill-table" money={{ currency: 'USD', locale: 'en-US' }} />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total Payable' }).closest('tr');
    expect(total?.textContent).toBe('Total Payable$495.00');
    expect(screen.getAllByText('$360.00')).toHaveLength(1);
  });
});
