import type { TReceiptSmsResponse } from '@tableside/shared/contract/receipt';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, customers, receiptSmsSends } from '../../db/schema/index';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import type { SmsPort } from '../../integrations/sms/sms-port';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { ReceiptSigner } from '../../lib/receipt-token';
import { guestReceiptLink } from './receipt-link';
import { assertReceiptSmsAllowed } from './receipt-sms-limits';

export const RECEIPT_SMS_FAILED = 'We could not send the SMS right now. Please try again.';

/** '+919876543210' -> '+91******3210': enough to recognise one's number, not to read it. */
export function maskPhone(phoneNo: string): string {
  const keep = 4;
  const head = phoneNo.startsWith('+') ? phoneNo.slice(0, 3) : '';
  const hidden = phoneNo.length - head.length - keep;
  return `${head}${'*'.repeat(Math.max(hidden, 0))}${phoneNo.slice(-keep)}`;
}

/** Plain GSM text (no rupee sign), so the message stays one SMS. */
export const receiptSmsText = (brandName: string, url: string) =>
  `Thank you for dining at ${brandName}. Your receipt: ${url}`;

/**
 * Sends the receipt link to the number the guest checked in with, through the brand's SMS
 * provider as the OTP goes. One transaction checks the limits and records the send with its
 * audit record; the message goes out once that committed (the provider must not hold a
 * database connection, and the brand's provider settings are read outside it). If the
 * provider refuses, the send's record is taken back with an audit record saying so, so the
 * guest may try again at once. The limits are the order's whichever link is sent.
 */
export async function sendReceiptSms(
  deps: { db: Database; clock: Clock; sms: SmsPort; signer: ReceiptSigner },
  input: { guest: GuestContext; orderId: number; shareId?: number; publicUrl: string },
): Promise<TReceiptSmsResponse> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const now = deps.clock.now();
  const send = await deps.db.transaction(async (tx) => {
    // A paid share's link with `shareId` (decision 0019), else the paid order's.
    const { link, order } = await guestReceiptLink(tx, deps.signer, input);
    const [customer] = await tx
      .select({ phoneNo: customers.phoneNo })
      .from(customers)
      .where(eq(customers.id, guest.customerId));
    if (!customer) throw notFound('Customer');
    await assertReceiptSmsAllowed(tx, now, { orderId: order.id, customerId: guest.customerId });
    const [brand] = await tx
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, order.tenantId));
    const [row] = await tx
      .insert(receiptSmsSends)
      .values({
        tenantId: order.tenantId,
        orderId: order.id,
        customerId: guest.customerId,
        phoneNo: customer.phoneNo,
        sentAt: now,
      })
      .returning({ id: receiptSmsSends.id });
    if (!row) throw new Error('receipt SMS not recorded');
    const sentTo = maskPhone(customer.phoneNo);
    await writeAudit(tx, audit(order.id, order.tenantId, 'receipt.sms', guest, sentTo));
    return {
      id: row.id,
      tenantId: order.tenantId,
      orderId: order.id,
      to: customer.phoneNo,
      sentTo,
      text: receiptSmsText(brand?.name ?? '', link.url),
    };
  });
  try {
    await deps.sms.send({ to: send.to, text: send.text, tenantId: send.tenantId });
  } catch {
    // The adapter logged the provider's reason; the guest gets a retry message, no internals.
    await deps.db.transaction(async (tx) => {
      await tx.delete(receiptSmsSends).where(eq(receiptSmsSends.id, send.id));
      await writeAudit(
        tx,
        audit(send.orderId, send.tenantId, 'receipt.smsFailed', guest, send.sentTo),
      );
    });
    throw new AppError('BAD_GATEWAY', RECEIPT_SMS_FAILED);
  }
  return { sentTo: send.sentTo };
}

const audit = (
  orderId: number,
  tenantId: number,
  action: string,
  guest: GuestContext,
  sentTo: string,
) => ({
  tenantId,
  staffUserId: null,
  action,
  entity: 'order',
  entityId: orderId,
  detail: { customerId: guest.customerId, sentTo },
});
