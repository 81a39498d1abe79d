import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadStorageSchemas, session } from '../../lib/storage';
import { takePaidVisit } from './paid-visit';

const tenant = { id: 1, tenantName: 'The Brew Room', databaseName: 'brew', shortName: 'brew' };

describe('the visit /payment-status is about', () => {
  beforeAll(loadStorageSchemas);
  beforeEach(() => session.clearAll());

  it('is kept on arrival and read back after the order session is cleared (a reload)', () => {
    session.set('tenant', tenant);
    session.set('OrderId', 41);
    session.set('PaymentStatusAPIData', {
      status: 'CHARGED',
      orderId: 41,
      paymentAmount: 52_500,
      shouldPoll: false,
    });
    const arrival = takePaidVisit();
    expect(arrival).toEqual({ orderId: 41, tenantName: 'The Brew Room', amount: 52_500 });

    session.clearOrderSession();
    expect(takePaidVisit()).toEqual(arrival);
  });

  it('shows no amount for a status of another order or one not charged', () => {
    session.set('OrderId', 41);
    session.set('PaymentStatusAPIData', {
      status: 'CHARGED',
      orderId: 40,
      paymentAmount: 1_000,
      shouldPoll: false,
    });
    expect(takePaidVisit()?.amount).toBeNull();
  });

  it('is forgotten when another table is scanned', () => {
    session.set('OrderId', 41);
    takePaidVisit();
    session.clearAll();
    expect(takePaidVisit()).toBeNull();
  });
});
