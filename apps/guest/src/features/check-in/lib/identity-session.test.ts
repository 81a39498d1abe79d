import type { TCheckInResponse } from '@tableside/shared/contract/check-in';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createSessionStore,
  deviceId,
  loadStorageSchemas,
  safeStorage,
} from '../../../lib/storage';
import { nextCheckInBody, rememberCheckIn, rememberEntry } from './identity-session';

// Stored values are read through the lazily loaded session schemas.
await loadStorageSchemas();

const answer = (patch: Partial<TCheckInResponse>): TCheckInResponse => ({
  orderId: null,
  isVerified: false,
  primaryCustomerName: null,
  customerDetails: null,
  customerAlreadyMapped: false,
  isOtpNeeded: true,
  isNewNumber: false,
  isTablePinNeeded: false,
  ...patch,
});

let store = createSessionStore(safeStorage(() => undefined));

beforeEach(() => {
  store = createSessionStore(safeStorage(() => undefined));
  window.localStorage.clear();
});

describe('nextCheckInBody', () => {
  it('is null before the table and the number are known', () => {
    expect(nextCheckInBody({}, store)).toBeNull();
    store.set('Ids', { brandId: 1, branchId: 2, tableId: 3 });
    expect(nextCheckInBody({}, store)).toBeNull();
  });

  it('rebuilds the body from the form and adds the step field', () => {
    store.set('Ids', { brandId: 1, branchId: 2, tableId: 3 });
    rememberEntry({ mobile: '+919876543210', guests: 4, terms: true }, store);
    expect(nextCheckInBody({ otpPin: '0427' }, store)).toEqual({
      phoneNo: '+919876543210',
      noOfGuest: 4,
      tableId: 3,
      branchId: 2,
      deviceId: deviceId.get(),
      otpPin: '0427',
    });
  });
});

describe('rememberEntry', () => {
  it("replaces the previous guest and forgets that guest's order", () => {
    store.set('OrderId', 4);
    store.set('CustomerDetails', { mobile: '+919000000000', id: 9, name: 'Old' });
    rememberEntry({ mobile: '+919876543210', terms: true }, store);
    expect(store.get('CustomerDetails')).toEqual({ mobile: '+919876543210', terms: true });
    expect(store.get('OrderId')).toBeNull();
  });
});

describe('rememberCheckIn', () => {
  beforeEach(() => rememberEntry({ mobile: '+919876543210', guests: 2, terms: true }, store));

  it('keeps the form values while the code is still needed', () => {
    rememberCheckIn(answer({}), store);
    expect(store.get('CustomerDetails')).toEqual({
      mobile: '+919876543210',
      guests: 2,
      terms: true,
    });
    expect(store.get('OrderId')).toBeNull();
  });

  it('stores who the guest is, the primary guest, the order and the device id', () => {
    rememberCheckIn(
      answer({
        orderId: 12,
        primaryCustomerName: 'Asha',
        isOtpNeeded: false,
        customerDetails: {
          id: 5,
          name: null,
          phoneNo: '+919876543210',
          deviceId: 'server-device-1',
        },
      }),
      store,
    );
    expect(store.get('CustomerDetails')).toEqual({
      mobile: '+919876543210',
      guests: 2,
      terms: true,
      id: 5,
      name: null,
      deviceId: 'server-device-1',
      primaryName: 'Asha',
    });
    expect(store.get('OrderId')).toBe(12);
    expect(deviceId.get()).toBe('server-device-1');
  });
});
