import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordProblem } from './password-strength';

describe('passwordProblem', () => {
  it.each([
    ['short', 'Use at least 10 characters'],
    ['a'.repeat(PASSWORD_MIN_LENGTH - 1), 'Use at least 10 characters'],
    ['x'.repeat(257), 'Use at most 256 characters'],
    ['aaaaaaaaaaaa', 'Use more than a repeated character or two'],
    ['abababababab', 'Use more than a repeated character or two'],
    ['password123', 'This password is too common'],
    ['PassWord123', 'This password is too common'],
    ['1234567890', 'This password is too common'],
    ['qwertyuiop', 'This password is too common'],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('refuses the demo password whatever its length rule says', () => {
    // 'demo1234' is refused for its length first; either way it never passes.
    expect(passwordProblem('demo1234')).not.toBeNull();
  });

  it('refuses a password containing the username, in any case', () => {
    expect(passwordProblem('Meera-kitchen-77', 'meera')).toBe(
      'The password must not contain the username',
    );
    expect(passwordProblem('Meera-kitchen-77', '  ')).toBeNull();
  });

  it('accepts a long, varied password', () => {
    expect(passwordProblem('brass-lantern-42', 'meera')).toBeNull();
    expect(passwordProblem('abcabcabca')).toBeNull();
  });
});
