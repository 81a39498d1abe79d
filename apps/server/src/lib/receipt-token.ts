// The signed token of a receipt link (docs/decisions/0016): '<payload>.<tag>', base64url. The
// payload names the tenant, the order and the expiry; the tag is HMAC-SHA256 over it with a
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
    sign({ tenantId, orderId, expiresAt }) {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      const payload = Buffer.from(`${tenantId}.${orderId}.${seconds}`).toString('base64url');
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
      const [tenant, order, seconds, ...rest] = Buffer.from(payload, 'base64url')
        .toString('utf8')
        .split('.');
      const tenantId = positiveInt(tenant);
      const orderId = positiveInt(order);
      const expires = positiveInt(seconds);
      if (rest.length > 0 || tenantId === null || orderId === null || expires === null) return null;
      return { tenantId, orderId, expiresAt: new Date(expires * 1000) };
    },
  };
}
