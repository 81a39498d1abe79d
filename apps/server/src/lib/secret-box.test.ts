import { describe, expect, it } from 'vitest';
import { createSecretBox, last4 } from './secret-box';

const SECRET = 'a'.repeat(40);

describe('secret box', () => {
  it('opens what it sealed, in the v1.<iv>.<tag>.<ciphertext> format', () => {
    const box = createSecretBox(SECRET);
    const sealed = box.seal('sk_test_51abcdef');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('sk_test');
    expect(box.open(sealed)).toBe('sk_test_51abcdef');
  });

  it('uses a fresh IV each time', () => {
    const box = createSecretBox(SECRET);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a text sealed with another APP_SECRET', () => {
    const sealed = createSecretBox(SECRET).seal('whsec_123');
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow(/could not be decrypted/);
  });

  it('refuses a changed ciphertext and unknown formats', () => {
    const box = createSecretBox(SECRET);
    const [v, iv, tag, body] = box.seal('rzp_secret').split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open('v2.a.b.c')).toThrow(/known version/);
    expect(() => box.open('garbage')).toThrow(/known version/);
  });

  it('shows only the last 4 characters', () => {
    expect(last4('sk_live_123456abcd')).toBe('…abcd');
    expect(last4('abcd')).toBe('…');
  });
});
