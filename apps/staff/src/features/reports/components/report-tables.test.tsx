import type { TSalesReport } from '@tableside/shared/contract/reports';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SalesTables } from './sales-tables';
import { TimeCharts } from './time-charts';

// jsdom draws no canvas: the chart is replaced, its table alternative is what is checked.
vi.mock('uplot', () => ({
  default: Object.assign(
    vi.fn(function FakePlot() {
      return { setSize: vi.fn(), destroy: vi.fn() };
    }),
    { paths: {}, pxRatio: 1 },
  ),
}));
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const zero = { orders: 0, grossSales: 0, netSales: 0, tips: 0 };
const report = {
  branchId: 1,
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  from: '2026-03-09',
  to: '2026-03-10',
  byDay: [
    { date: '2026-03-09', ...zero },
    { date: '2026-03-10', orders: 2, grossSales: 1620, netSales: 1828, tips: 50.5 },
  ],
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, ...zero })),
  byItem: [
    { itemName: 'Masala Papad', sizeName: 'Regular', quantity: 3, amount: 480 },
    { itemName: 'Chettinad Chicken Curry', sizeName: 'Regular', quantity: 1, amount: 480.5 },
    { itemName: 'Aloo Tikki', sizeName: 'Regular', quantity: 5, amount: 100 },
  ],
  byCategory: [],
  paymentMethods: [],
} as unknown as TSalesReport;

const csvHref = (section: string) => `/csv?section=${section}`;

afterEach(cleanup);

describe('the report tables', () => {
  it('sorts by a clicked header, says so with aria-sort, and turns around on a second click', async () => {
    render(<SalesTables report={report} csvHref={csvHref} />);
    const table = screen.getByRole('table', { name: 'Sales by item' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names()).toEqual(['Chettinad Chicken Curry', 'Masala Papad', 'Aloo Tikki']);
    const amount = within(table).getByRole('columnheader', { name: /Amount/ });
    expect(amount.getAttribute('aria-sort')).toBe('descending');

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Item/ }));
    expect(names()).toEqual(['Aloo Tikki', 'Chettinad Chicken Curry', 'Masala Papad']);
    expect(
      within(table).getByRole('columnheader', { name: /Item/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(amount.getAttribute('aria-sort')).toBe('none');
    await user.click(within(table).getByRole('button', { name: /Item/ }));
    expect(names()[0]).toBe('Masala Papad');
  });

  it('offers each section as a CSV and says when a part is empty', () => {
    render(<SalesTables report={report} csvHref={csvHref} />);
    const link = screen.getByRole('link', { name: 'Download CSV of sales by item' });
    expect(link.getAttribute('href')).toBe('/csv?section=by-item');
    expect(screen.getByText('No payments in this range.')).toBeTruthy();
  });

  it('gives the charts a caption and the same figures as a table', () => {
    render(<TimeCharts report={report} csvHref={csvHref} />);
    expect(
      screen.getByText('Net sales; the highest is Tue 10 Mar with ₹1,828.00 from 2 orders.'),
    ).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Sales by day', hidden: true });
    expect(within(days).getAllByRole('row', { hidden: true })).toHaveLength(3);
    expect(within(days).getByText('₹1,828.00')).toBeTruthy();
  });

  it('shows the tips apart from the amounts, by payment method and by day', () => {
    const paid = {
      ...report,
      paymentMethods: [{ method: 'ONLINE', count: 2, amount: 1828, refunded: 0, tips: 50.5 }],
    } as TSalesReport;
    render(<SalesTables report={paid} csvHref={csvHref} />);
    const methods = screen.getByRole('table', { name: 'Payment methods' });
    const headers = within(methods)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Method', 'Payments', 'Amount', 'Refunded', 'Tips']);
    const online = within(methods).getAllByRole('row')[1];
    expect(
      within(online as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Online', '2', '₹1,828.00', '₹0.00', '₹50.50']);
    cleanup();
    render(<TimeCharts report={paid} csvHref={csvHref} />);
    const days = screen.getByRole('table', { name: 'Sales by day', hidden: true });
    const tenth = within(days).getAllByRole('row', { hidden: true })[2] as HTMLElement;
    expect(within(tenth).getAllByRole('cell', { hidden: true }).at(-1)?.textContent).toBe('₹50.50');
  });
});
