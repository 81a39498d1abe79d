import { describe, expect, it } from 'vitest';
import { admitsGuest, newTableToken, tableTokenMatches } from './table-token';

describe('table tokens', () => {
  it('are 128 random bits in base64url (22 characters), different each time', () => {
    const a = newTableToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newTableToken()).not.toBe(a);
  });

  it('match only the same token', () => {
    const token = newTableToken();
    expect(tableTokenMatches(token, token)).toBe(true);
    expect(tableTokenMatches(token, newTableToken())).toBe(false);
    expect(tableTokenMatches(token, undefined)).toBe(false);
    expect(tableTokenMatches(null, token)).toBe(false);
  });

  it('admit a guest by the branch setting, never at an archived table', () => {
    const table = { archivedAt: null, qrToken: 'abc', tokensRequired: true };
    expect(admitsGuest(table, 'abc')).toBe(true);
    expect(admitsGuest(table, undefined)).toBe(false);
    expect(admitsGuest({ ...table, tokensRequired: false }, undefined)).toBe(true);
    expect(admitsGuest({ ...table, archivedAt: new Date() }, 'abc')).toBe(false);
    expect(
      admitsGuest({ ...table, archivedAt: new Date(), tokensRequired: false }, undefined),
    ).toBe(false);
  });
});
