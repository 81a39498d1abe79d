import { describe, expect, it } from 'vitest';
import { PIN_FORMAT_MESSAGE, pinProblem, WEAK_PIN_MESSAGE } from './staff-pin';

describe('pinProblem', () => {
  it.each(['0000', '1234', '4321', '123456', '987654', '1212', '123123', '7777', '8901', '2109'])(
    'refuses the guessable %s',
    (pin) => {
      expect(pinProblem(pin)).toBe(WEAK_PIN_MESSAGE);
    },
  );

  it.each(['123', '1234567', '12a4', ' 1357', '１３５７'])('refuses the malformed %j', (pin) => {
    expect(pinProblem(pin)).toBe(PIN_FORMAT_MESSAGE);
  });

  it.each(['1357', '2468', '90210', '418273', '1122'])('accepts %s', (pin) => {
    expect(pinProblem(pin)).toBeNull();
  });
});
