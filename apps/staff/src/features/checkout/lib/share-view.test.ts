import type { TBillShare, TSplitBill } from '@tableside/shared/contract/bill-share';
import { describe, expect, it } from 'vitest';
import { hasShares, shareStatus, sharesCommitted, shareWay, takeableRest } from './share-view';

const share = (id: number, fields: Partial<TBillShare>): TBillShare => ({
  id,
  payerName: 'Asha',
  way: 'REMAINING',
  amount: 100,
  tip: 0,
  status: 'PAID',
  method: 'ONLINE',
  claims: [],
  parts: null,
  ...fields,
});

const line = (key: string, itemName: string) => ({
  key,
  itemName,
  servingSizeName: 'Regular',
  quantity: 1,
  amount: 100,
  due: 100,
  orderedBy: [],
  claimed: { numerator: 0, denominator: 1 },
  holders: [],
});

const split = (shares: TBillShare[]): Pick<TSplitBill, 'lines' | 'shares'> => ({
  lines: [line('beer', 'Beer'), line('coffee', 'Cold Coffee')],
  shares,
});

describe('how the console tells a share', () => {
  it('names items with the part of each taken', () => {
    const items = share(1, {
      way: 'ITEMS',
      claims: [
        { lineKey: 'beer', numerator: 1, denominator: 1 },
        { lineKey: 'coffee', numerator: 1, denominator: 2 },
      ],
    });
    expect(shareWay(items, split([items]))).toBe('Items: Beer, 1/2 of Cold Coffee');
  });

  it('numbers equal parts among those not released, and names the other ways', () => {
    const first = share(1, { way: 'EQUAL', parts: 3 });
    const released = share(2, { way: 'EQUAL', parts: 3, status: 'RELEASED' });
    const second = share(3, { way: 'EQUAL', parts: 3, status: 'HELD' });
    const all = split([first, released, second]);
    expect(shareWay(first, all)).toBe('Equal part 1 of 3');
    expect(shareWay(released, all)).toBe('Equal part 2 of 3');
    expect(shareWay(second, all)).toBe('Equal part 2 of 3');
    expect(shareWay(share(4, { way: 'REMAINING' }), all)).toBe('The rest of the bill');
    expect(shareWay(share(5, { way: 'AMOUNT' }), all)).toBe('An amount');
  });

  it('says each status in words, with why a share was released', () => {
    expect(shareStatus({ status: 'HELD' })).toEqual({ label: 'Being paid', tone: 'held' });
    expect(shareStatus({ status: 'PAID' })).toEqual({ label: 'Paid', tone: 'paid' });
    expect(shareStatus({ status: 'RELEASED', releaseReason: 'FAILED' }).label).toBe(
      'Released · payment failed',
    );
    expect(shareStatus({ status: 'RELEASED' }).label).toBe('Released');
  });

  it('takes the rest only once a share exists', () => {
    const bill = { ...split([]), orderId: 1, payableAmount: 1, paidAmount: 0, heldAmount: 0 };
    const empty: TSplitBill = { ...bill, remainingAmount: 1, split: null };
    expect(hasShares(undefined)).toBe(false);
    expect(hasShares(empty)).toBe(false);
    expect(hasShares({ ...empty, shares: [share(1, { status: 'RELEASED' })] })).toBe(true);
  });
});

describe('the rest staff may take', () => {
  it('leaves out what guests are paying online, to the paisa', () => {
    expect(takeableRest({ remainingAmount: 90.5, heldAmount: 20 })).toBe(70.5);
    expect(takeableRest({ remainingAmount: 90.5, heldAmount: 0 })).toBe(90.5);
    expect(takeableRest({ remainingAmount: 0.3, heldAmount: 0.1 })).toBe(0.2);
    expect(takeableRest({ remainingAmount: 20, heldAmount: 20 })).toBe(0);
  });
});

describe('a bill guests are paying', () => {
  it('is committed once a share is held or paid, not when all were released', () => {
    const of = (statuses: TBillShare['status'][]) =>
      ({ ...split(statuses.map((status, i) => share(i + 1, { status }))) }) as TSplitBill;
    expect(sharesCommitted(undefined)).toBe(false);
    expect(sharesCommitted(of(['RELEASED']))).toBe(false);
    expect(sharesCommitted(of(['RELEASED', 'HELD']))).toBe(true);
    expect(sharesCommitted(of(['PAID']))).toBe(true);
  });
});
