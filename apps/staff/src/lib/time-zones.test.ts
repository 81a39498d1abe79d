import { describe, expect, it } from 'vitest';
import { currentZoneName, timeZoneOptions } from './time-zones';

describe('time zone options', () => {
  it('uses current names where the browser lists old ones', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/London')).toBe('Europe/London');
    const zones = timeZoneOptions('Asia/Kolkata');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toEqual([...zones].sort());
  });

  it('keeps the current zone even when the list lacks it', () => {
    expect(timeZoneOptions('UTC')).toContain('UTC');
    expect(timeZoneOptions('Etc/Unlisted')).toContain('Etc/Unlisted');
  });
});
