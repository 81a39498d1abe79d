import { PIN_MAX_DIGITS, PIN_PATTERN, pinProblem } from '@tableside/shared/domain/staff-pin';

/** The PIN after one key of the pad: a digit (ignored once full) or 'back'. */
export function pressKey(pin: string, key: string): string {
  if (key === 'back') return pin.slice(0, -1);
  return pin.length >= PIN_MAX_DIGITS ? pin : pin + key;
}

/** Whether a typed PIN may be sent to switch user (its strength was checked when it was set). */
export const isCompletePin = (pin: string) => PIN_PATTERN.test(pin);

/** The problems of a new PIN and its confirmation, as the Set my PIN form shows them. */
export function newPinErrors(pin: string, confirm: string): { pin?: string; confirm?: string } {
  const problem = pinProblem(pin);
  if (problem) return { pin: `The PIN ${problem}` };
  return confirm === pin ? {} : { confirm: 'The two PINs differ' };
}
