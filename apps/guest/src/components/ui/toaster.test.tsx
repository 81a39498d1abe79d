import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-store';
import { Toaster } from './toaster';

beforeEach(() => toast.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows the default error text when none is given', () => {
    render(<Toaster />);
    act(() => {
      toast.error();
    });
    expect(screen.getByText('Oops! There was an error. Please try again.')).toBeTruthy();
  });

  it('dismisses on tap', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('OTP sent successfully!');
    });
    await userEvent.click(screen.getByRole('button', { name: /OTP sent successfully!/ }));
    expect(screen.queryByText('OTP sent successfully!')).toBeNull();
  });

  it('disappears after 3000 ms by default, or after the duration given', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.info('Short');
      toast.warning('Prices have been changed!', { durationMs: 5000 });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Short')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Short')).toBeNull();
    expect(screen.queryByText('Prices have been changed!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Prices have been changed!')).toBeNull();
  });

  it('shows a repeated message once and announces errors assertively', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Incorrect Pin, kindly enter the valid table pin');
      toast.error('Incorrect Pin, kindly enter the valid table pin');
    });
    const shown = screen.getAllByText('Incorrect Pin, kindly enter the valid table pin');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
  });
});
