import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password', () => {
  it('encodes scrypt parameters, salt and hash', async () => {
    const encoded = await hashPassword('demo1234');
    const [scheme, n, r, p, salt, hash] = encoded.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const encoded = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', encoded)).toBe(true);
    expect(await verifyPassword('demo12345', encoded)).toBe(false);
    expect(await verifyPassword('', encoded)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each([
    '',
    'plain-text',
    'bcrypt$16384$8$1$c2FsdA==$aGFzaA==',
    'scrypt$abc$8$1$c2FsdA==$aGFzaA==',
    'scrypt$1099511627776$8$1$c2FsdA==$aGFzaA==',
    'scrypt$16384$8$1$$aGFzaA==',
    'scrypt$1000$8$1$c2FsdA==$aGFzaA==',
    'scrypt$16384$8$1$c2FsdA==$',
  ])('rejects a malformed hash %j', async (encoded) => {
    expect(await verifyPassword('demo1234', encoded)).toBe(false);
  });
});
