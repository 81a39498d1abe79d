import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesSince } from './minutes-since';

describe('minutesSince', () => {
  const opened = '2025-01-01T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole minutes', () => {
    expect(minutesSince(opened, at('2025-01-01T10:12:59.000Z'))).toBe(12);
  });

  it('is 0 when the device clock is behind the server', () => {
    expect(minutesSince(opened, at('2025-01-01T09:59:00.000Z'))).toBe(0);
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0 min'],
    [59, '59 min'],
    [60, '1 h 00 min'],
    [125, '2 h 05 min'],
  ])('%i -> %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
