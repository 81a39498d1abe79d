import { describe, expect, it } from 'vitest';
import { createReceiptSigner } from './receipt-token';

const SECRET = 'a test secret of more than thirty-two characters';
const claim = { tenantId: 1, orderId: 42, expiresAt: new Date('2026-06-08T12:00:00Z') };

describe('receipt tokens', () => {
  const signer = createReceiptSigner(SECRET);

  it('reads back what it signed', () => {
    const token = signer.sign(claim);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(signer.read(token)).toEqual(claim);
  });

  it('refuses a token signed with another secret', () => {
    const other = createReceiptSigner(`${SECRET}!`).sign(claim);
    expect(signer.read(other)).toBeNull();
  });

  it('refuses a changed payload (another order) with the old tag', () => {
    const [, tag] = signer.sign(claim).split('.');
    const forged = `${Buffer.from('1.43.1780920000').toString('base64url')}.${tag}`;
    expect(signer.read(forged)).toBeNull();
  });

  it('refuses a changed tag', () => {
    const token = signer.sign(claim);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(signer.read(flipped)).toBeNull();
  });

  it.each(['', 'abc', '12', 'a.b', `${'x'.repeat(80)}.AAAAAAAAAAAAAAAAAAAAAA`])(
    'refuses %j',
    (token) => {
      expect(signer.read(token)).toBeNull();
    },
  );
});
