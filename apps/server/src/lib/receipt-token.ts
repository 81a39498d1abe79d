// The signed token of a receipt link (docs/decisions/0016): '<payload>.<tag>', base64url. The
// payload names the tenant, the order, the expiry and, for one guest's share of a split bill
// (decision 0019), the share; the tag is HMAC-SHA256 over it with a
// key derived from APP_SECRET, cut to 128 bits so the SMS stays one message. Nothing is stored:
// changing APP_SECRET ends every link, as it ends every session.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { RECEIPT_TOKEN_PATTERN } from '@tableside/shared/domain/receipt';

const TAG_BYTES = 16;
const VERSION = 'r1';

export interface ReceiptClaim {
  tenantId: number;
  orderId: number;
  expiresAt: Date;
  /** A split bill's share: the receipt of that share; absent for the whole bill's. */
  shareId?: number;
}

export interface ReceiptSigner {
  sign(claim: ReceiptClaim): string;
  /** The claim of a token this server signed, expired or not; null for anything else. */
  read(token: string): ReceiptClaim | null;
}

/** HKDF with its own label: the cookie signer and the secret box never share this key. */
const deriveKey = (appSecret: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'tableside', 'receipt link v1', 32));

const positiveInt = (text: string | undefined) =>
  text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;

export function createReceiptSigner(appSecret: string): ReceiptSigner {
  if (!appSecret) throw new Error('Receipt links need APP_SECRET');
  const key = deriveKey(appSecret);
  const tagOf = (payload: string) =>
    createHmac('sha256', key)
      .update(`${VERSION}.${payload}`)
      .digest()
      .subarray(0, TAG_BYTES)
      .toString('base64url');
  return {
    sign({ tenantId, orderId, expiresAt, shareId }) {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      // The whole bill's payload is as it always was, so its links stay the same.
      const share = shareId === undefined ? '' : `.${shareId}`;
      const payload = Buffer.from(`${tenantId}.${orderId}.${seconds}${share}`).toString(
        'base64url',
      );
      return `${payload}.${tagOf(payload)}`;
    },
    read(token) {
      if (!RECEIPT_TOKEN_PATTERN.test(token)) return null;
      const [payload = '', tag = ''] = token.split('.');
      // Compared as text: base64url's last character has spare bits, so two spellings decode
      // to the same bytes, and only the one this server wrote is its link.
      const given = Buffer.from(tag);
      const expected = Buffer.from(tagOf(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [tenant, order, seconds, share, ...rest] = Buffer.from(payload, 'base64url')
        .toString('utf8')
        .split('.');
      const tenantId = positiveInt(tenant);
      const orderId = positiveInt(order);
      const expires = positiveInt(seconds);
      const shareId = share === undefined ? undefined : positiveInt(share);
      if (rest.length > 0 || tenantId === null || orderId === null || expires === null) return null;
      if (shareId === null) return null;
      const claim = { tenantId, orderId, expiresAt: new Date(expires * 1000) };
      return shareId === undefined ? claim : { ...claim, shareId };
    },
  };
}
