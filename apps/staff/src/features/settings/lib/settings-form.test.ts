import { describe, expect, it } from 'vitest';
import { keysToSend, PAYMENT_FIELDS, secretNote } from './settings-form';

describe('settings form', () => {
  it('sends typed keys trimmed and leaves blank ones out (the saved ones stay)', () => {
    expect(
      keysToSend(PAYMENT_FIELDS.razorpay, {
        keyId: ' rzp_test_1 ',
        keySecret: '',
        webhookSecret: '  ',
      }),
    ).toEqual({ keyId: 'rzp_test_1' });
  });

  it('notes which secret is saved, without the secret', () => {
    expect(secretNote('…abcd', '')).toBe('Saved …abcd; leave empty to keep it');
    expect(secretNote('…abcd', 'sk_new')).toBe('Replaces the saved key …abcd');
    expect(secretNote(undefined, '')).toBeUndefined();
  });
});
