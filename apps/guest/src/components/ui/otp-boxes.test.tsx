import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCode, OtpBoxes } from './otp-boxes';

afterEach(cleanup);

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [code, setCode] = useState(emptyCode());
  return <OtpBoxes label="Code" value={code} onChange={setCode} onComplete={onComplete} />;
}

const box = (n: number) => screen.getByLabelText(`Code, digit ${n} of 4`) as HTMLInputElement;
const values = () => [1, 2, 3, 4].map((n) => box(n).value).join('|');

describe('OtpBoxes', () => {
  it('moves to the next box as digits are typed and reports the whole code', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1234');
    expect(values()).toBe('1|2|3|4');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('refuses anything but digits', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a-5');
    expect(values()).toBe('5|||');
    expect(document.activeElement).toBe(box(2));
  });

  it('goes back and clears the previous box on Backspace in an empty box', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await userEvent.keyboard('{Backspace}');
    expect(values()).toBe('1|||');
    expect(document.activeElement).toBe(box(2));
  });

  it('fills every box from a pasted code, even inside a message', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => 'Your code is 4821' } });
    expect(values()).toBe('4|8|2|1');
    expect(onComplete).toHaveBeenCalledWith('4821');
  });

  it('fills every box when the phone autofills the whole code into one box', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '7305' } });
    expect(values()).toBe('7|3|0|5');
  });

  it('ignores a paste that is not a whole code beyond its first digit', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '12' } });
    expect(values()).toBe('2|||');
  });

  it('names the group and every box for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
  });
});
