import { describe, expect, it } from 'vitest';
import { ageLevel, ticketAge } from './ticket-age';

const confirmedAt = '2025-03-01T12:00:00.000Z';
const at = (minutes: number, seconds = 0) =>
  Date.parse(confirmedAt) + minutes * 60_000 + seconds * 1000;

describe('ticketAge', () => {
  it('counts whole minutes since the confirmation', () => {
    expect(ticketAge(confirmedAt, at(12, 40))).toEqual({
      minutes: 12,
      level: 'warning',
      label: '12 min',
    });
  });

  it('shows a just-confirmed ticket as 0 min', () => {
    expect(ticketAge(confirmedAt, at(0, 30)).label).toBe('0 min');
  });

  it('never goes negative when the device clock is behind the server', () => {
    expect(ticketAge(confirmedAt, at(-2)).minutes).toBe(0);
  });
});

describe('ageLevel', () => {
  it('is fresh under 10 minutes', () => {
    expect(ageLevel(0)).toBe('fresh');
    expect(ageLevel(9)).toBe('fresh');
  });

  it('is a warning from 10 to 20 minutes', () => {
    expect(ageLevel(10)).toBe('warning');
    expect(ageLevel(20)).toBe('warning');
  });

  it('is late beyond 20 minutes', () => {
    expect(ageLevel(21)).toBe('late');
    expect(ageLevel(95)).toBe('late');
  });

  it('follows the clock across a boundary', () => {
    expect(ticketAge(confirmedAt, at(9, 59)).level).toBe('fresh');
    expect(ticketAge(confirmedAt, at(10)).level).toBe('warning');
    expect(ticketAge(confirmedAt, at(20, 59)).level).toBe('warning');
    expect(ticketAge(confirmedAt, at(21)).level).toBe('late');
  });
});
