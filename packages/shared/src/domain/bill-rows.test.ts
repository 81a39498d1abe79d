import { describe, expect, it } from 'vitest';
import { type BillSummarySource, billSummaryRows, formatRate } from './bill-rows';

const bill = (patch: Partial<BillSummarySource> = {}): BillSummarySource => ({
  charges: [{ charges: { name: 'Service Charge' }, rate: 7.5, amount: 18 }],
  taxSummary: [
    { tax: { name: 'CGST' }, rate: 2.5, amount: 6.45 },
    { tax: { name: 'SGST' }, rate: 2.5, amount: 6.45 },
  ],
  discountAmount: 0,
  subTotal: 240,
  roundOff: 0.1,
  payableAmount: 271,
  ...patch,
});

// Intl puts a no-break space nowhere in en-IN rupees, but normalise in case an ICU does.
const text = (rows: ReturnType<typeof billSummaryRows>) =>
  rows.map((row) => `${row.label}: ${row.amount.replace(/\s/g, ' ')}`);

describe('billSummaryRows', () => {
  it('lists discount, sub total, each charge and tax with its rate, round-off and total', () => {
    expect(text(billSummaryRows(bill()))).toEqual([
      'Discount: ₹0.00',
      'Sub Total: ₹240.00',
      'Service Charge (7.5%): ₹18.00',
      'CGST (2.5%): ₹6.45',
      'SGST (2.5%): ₹6.45',
      'Round Off: ₹0.10',
      'Total Payable: ₹271.00',
    ]);
  });

  it('marks only Total Payable as the total', () => {
    const rows = billSummaryRows(bill());
    expect(rows.filter((row) => row.total).map((row) => row.label)).toEqual(['Total Payable']);
  });

  it('shows a discount as money off and a negative round-off with its sign', () => {
    const rows = text(billSummaryRows(bill({ discountAmount: 50, roundOff: -0.4 })));
    expect(rows[0]).toBe('Discount: -₹50.00');
    expect(rows[5]).toBe('Round Off: -₹0.40');
  });

  it('uses en-IN grouping for large amounts', () => {
    const rows = text(billSummaryRows(bill({ payableAmount: 123456.5 })));
    expect(rows.at(-1)).toBe('Total Payable: ₹1,23,456.50');
  });

  it("writes every amount in the branch's money format when given one", () => {
    const rows = text(
      billSummaryRows(bill({ discountAmount: 5, payableAmount: 123456.5 }), {
        currency: 'INR',
        locale: 'en-US',
      }),
    );
    expect(rows[0]).toBe('Discount: -₹5.00');
    expect(rows.at(-1)).toBe('Total Payable: ₹123,456.50');
  });
});

describe('formatRate', () => {
  it('keeps decimals only where the rate has them', () => {
    expect(formatRate(7.5)).toBe('7.5%');
    expect(formatRate(5)).toBe('5%');
    expect(formatRate(2.25)).toBe('2.25%');
  });
});

describe('issue 14 rules', () => {
  it("marks a rule inside the prices 'incl.' and shows a fixed amount without a rate", () => {
    const rows = text(
      billSummaryRows(
        bill({
          charges: [{ charges: { name: 'Cover' }, rate: 0, amount: 50, fixed: true }],
          taxSummary: [{ tax: { name: 'GST' }, rate: 5, amount: 12.5, inclusive: true }],
        }),
      ),
    );
    expect(rows.slice(2, 4)).toEqual(['Cover: ₹50.00', 'GST (5% incl.): ₹12.50']);
  });
});
