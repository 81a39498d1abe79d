import { describe, expect, it } from 'vitest';
import { isCompletePin, newPinErrors, pressKey } from './pin-entry';

describe('pin entry', () => {
  it('types digits up to 6 and deletes the last', () => {
    expect(pressKey('12', '3')).toBe('123');
    expect(pressKey('135790', '1')).toBe('135790');
    expect(pressKey('135', 'back')).toBe('13');
    expect(pressKey('', 'back')).toBe('');
  });

  it('sends only 4 to 6 digits', () => {
    expect(isCompletePin('135')).toBe(false);
    expect(isCompletePin('1357')).toBe(true);
    expect(isCompletePin('1357913')).toBe(false);
  });

  it('refuses a guessable or unconfirmed new PIN', () => {
    expect(newPinErrors('1234', '1234').pin).toMatch(/^The PIN is too easy to guess/);
    expect(newPinErrors('12', '12').pin).toBe('The PIN must be 4 to 6 digits');
    expect(newPinErrors('1357', '1358')).toEqual({ confirm: 'The two PINs differ' });
    expect(newPinErrors('1357', '1357')).toEqual({});
  });
});
