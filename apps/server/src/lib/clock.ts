/** Time comes through a clock so that OTP expiry, PIN locks and order hours are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start: Date | string = '2026-01-01T12:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at: Date | string) => {
      current = new Date(at).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
