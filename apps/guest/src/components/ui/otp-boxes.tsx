import { OTP_LENGTH } from '@tableside/shared/domain/constants';
import { digitsFromPaste, sanitizeDigitBox } from '@tableside/shared/domain/guest-form';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import './otp-boxes.css';
import { useTexts } from '../../lib/i18n/use-texts';
import { useFocusOnMount } from '../../lib/use-focus-on-mount';

export const emptyCode = (length: number = OTP_LENGTH): string[] => Array(length).fill('');

export interface OtpBoxesHandle {
  /** Focuses box `index`; by default the first empty box (the last one when all are filled). */
  focus(index?: number): void;
}

export interface OtpBoxesProps {
  /** One string per box: '' or a single digit. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The group's name, e.g. 'One-time password'; each box adds 'digit n of 4'. */
  label: string;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Links the group to a message (an error, a hint). */
  describedBy?: string;
  /** 'one-time-code' lets phones offer the SMS code; a table PIN is not one. */
  autoComplete?: 'one-time-code' | 'off';
  ref?: Ref<OtpBoxesHandle>;
}

/**
 * Single-digit boxes for the SMS code and the table PIN (spec section 5): typing moves to the
 * next box, Backspace in an empty box goes back, and a pasted or autofilled code fills all.
 */
export function OtpBoxes({
  value,
  onChange,
  label,
  onComplete,
  invalid,
  disabled,
  autoFocus,
  describedBy,
  autoComplete = 'one-time-code',
  ref,
}: OtpBoxesProps) {
  const length = value.length;
  const { t } = useTexts();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) =>
    inputs.current[Math.max(0, Math.min(index, length - 1))]?.focus();
  useFocusOnMount(() => focusBox(0), autoFocus);

  useImperativeHandle(ref, () => ({
    focus: (index) => {
      const firstEmpty = value.indexOf('');
      focusBox(index ?? (firstEmpty === -1 ? length - 1 : firstEmpty));
    },
  }));

  const commit = (next: string[]) => {
    onChange(next);
    if (next.every((digit) => digit !== '')) onComplete?.(next.join(''));
  };

  const fillAll = (code: string) => {
    commit(code.split(''));
    focusBox(length - 1);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    // Phones put a whole SMS code into the focused box (autofill, keyboard suggestions).
    const whole = raw.length > 1 ? digitsFromPaste(raw, length) : null;
    if (whole) return fillAll(whole);
    const digit = sanitizeDigitBox(raw);
    const next = [...value];
    next[index] = digit;
    commit(next);
    if (digit !== '' && index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const whole = digitsFromPaste(text, length);
    if (whole) return fillAll(whole);
    const digit = sanitizeDigitBox(text);
    if (digit === '') return;
    const next = [...value];
    next[index] = digit;
    commit(next);
    focusBox(index + 1);
  };

  return (
    <fieldset
      className="ts-otp"
      // A code reads left to right in every language, and its arrow keys follow the boxes.
      dir="ltr"
      data-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="visually-hidden">{label}</legend>
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: a box's position is its identity
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="ts-otp__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? autoComplete : 'off'}
          aria-label={t('digitOf', { label, n: index + 1, count: length })}
          aria-invalid={invalid || undefined}
          value={digit}
          data-filled={digit !== '' || undefined}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste(index)}
          // Typing into a filled box replaces its digit instead of being refused.
          onFocus={(event) => event.target.select()}
        />
      ))}
    </fieldset>
  );
}
