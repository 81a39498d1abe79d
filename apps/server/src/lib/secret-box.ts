// Encrypts the provider keys a brand's owner saves (payment gateway, SMS), so a copy of the
// database alone does not hand out the restaurant's keys: AES-256-GCM from node:crypto, the
// key derived from APP_SECRET.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url; a fresh random IV every time. */
  seal(plaintext: string): string;
  /** Throws when the text was sealed with another key, or changed since. */
  open(sealed: string): string;
}

/** HKDF with its own label, so the cookie signer and this box never share a key. */
function deriveKey(appSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', appSecret, 'tableside', 'provider-settings secret box v1', 32),
  );
}

export function createSecretBox(appSecret: string): SecretBox {
  if (!appSecret) throw new Error('The secret box needs APP_SECRET');
  const key = deriveKey(appSecret);
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) {
        throw new Error('Not a sealed secret of a known version');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new Error('Not a sealed secret of a known version');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes);
      decipher.setAuthTag(tagBytes);
      try {
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        // Never echo the ciphertext or the key: only that it could not be read.
        throw new Error('The sealed secret could not be decrypted: wrong APP_SECRET or changed');
      }
    },
  };
}

/** The hint shown for a saved secret: its last 4 characters, never more. */
export function last4(secret: string): string {
  return secret.length <= 4 ? '…' : `…${secret.slice(-4)}`;
}
