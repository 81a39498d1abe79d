// The quick-switch PIN of a shared floor tablet: 4 to 6 digits, refused when it is one a
// colleague would guess first (a PIN space this small only holds up with a tight lock, see
// the server's PIN policy, and no gift PINs).

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;

export const PIN_FORMAT_MESSAGE = `must be ${PIN_MIN_DIGITS} to ${PIN_MAX_DIGITS} digits`;
export const WEAK_PIN_MESSAGE =
  'is too easy to guess: avoid one repeated digit, runs like 1234 or 4321 and repeated pairs like 1212';

const isRun = (digits: number[], step: 1 | -1) =>
  digits.every((d, i) => i === 0 || d === (digits[i - 1]! + step + 10) % 10);

/** Repeats of a shorter block: 1212, 123123, 112112. */
const isRepeatedBlock = (pin: string) => {
  for (let size = 1; size <= pin.length / 2; size += 1) {
    if (pin.length % size === 0 && pin.slice(0, size).repeat(pin.length / size) === pin) {
      return true;
    }
  }
  return false;
};

/** The PIN's shape: 4 to 6 ASCII digits. */
export const PIN_PATTERN = new RegExp(`^[0-9]{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`);

/** The problem with a new PIN (a message after 'PIN '), or null when it will do. */
export function pinProblem(pin: string): string | null {
  if (!PIN_PATTERN.test(pin)) return PIN_FORMAT_MESSAGE;
  const digits = [...pin].map(Number);
  if (isRepeatedBlock(pin) || isRun(digits, 1) || isRun(digits, -1)) return WEAK_PIN_MESSAGE;
  return null;
}
