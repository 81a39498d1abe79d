import type { TCheckInBody, TCheckInResponse } from '@tableside/shared/contract/check-in';
import type { CustomerDetails } from '../../../lib/session-schemas';
import { deviceId, type SessionStore, session } from '../../../lib/storage';

// What the identity steps read from and write to session storage (spec section 3): the
// guest's number and guest count from the form, then who the server says they are.

/** The check-in body of a later step (OTP, resend, name), rebuilt from what the form stored. */
export function nextCheckInBody(
  step: Pick<TCheckInBody, 'otpPin' | 'name'> = {},
  store: SessionStore = session,
): TCheckInBody | null {
  const ids = store.get('Ids');
  const customer = store.get('CustomerDetails');
  if (!ids || !customer) return null;
  return {
    phoneNo: customer.mobile,
    noOfGuest: customer.guests,
    tableId: ids.tableId,
    branchId: ids.branchId,
    t: ids.t,
    deviceId: deviceId.get(),
    ...step,
  };
}

/** Starts a new identity: the form's answers replace any guest this tab knew before. */
export function rememberEntry(entry: CustomerDetails, store: SessionStore = session): void {
  store.set('CustomerDetails', entry);
  store.remove('OrderId');
}

/** Keeps what a check-in answer says about the guest and their order. */
export function rememberCheckIn(answer: TCheckInResponse, store: SessionStore = session): void {
  const customer = answer.customerDetails;
  if (customer) deviceId.set(customer.deviceId);
  const current = store.get('CustomerDetails');
  const mobile = customer?.phoneNo ?? current?.mobile;
  if (mobile) {
    store.set('CustomerDetails', {
      ...current,
      mobile,
      ...(customer ? { id: customer.id, name: customer.name, deviceId: customer.deviceId } : {}),
      ...(answer.primaryCustomerName !== null ? { primaryName: answer.primaryCustomerName } : {}),
    });
  }
  if (answer.orderId !== null) store.set('OrderId', answer.orderId);
}
