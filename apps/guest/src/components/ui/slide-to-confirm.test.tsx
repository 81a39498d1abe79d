import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlideToConfirm } from './slide-to-confirm';

const TRACK = 300;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(TRACK);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const handle = () => document.querySelector('.ts-slide__handle') as HTMLElement;

async function slide(dx: number) {
  await act(async () => {
    fireEvent.pointerDown(handle(), { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle(), { clientX: 10 + dx, pointerId: 1 });
    fireEvent.pointerUp(handle(), { clientX: 10 + dx, pointerId: 1 });
  });
}

function setup(props: { disabled?: boolean } = {}) {
  const onConfirm = vi.fn(() => Promise.resolve());
  render(
    <SlideToConfirm
      label="Slide to confirm"
      actionLabel="Confirm order"
      disabledHint="Verify first"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return onConfirm;
}

describe('SlideToConfirm', () => {
  it('confirms when let go at 35% of the track or beyond', async () => {
    const onConfirm = setup();
    await slide(0.35 * TRACK);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('springs back without confirming when let go earlier', async () => {
    const onConfirm = setup();
    await slide(0.3 * TRACK);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(handle().style.transform).toBe('translateX(0px)');
  });

  it('returns the handle once the confirmation settled, also after a failure', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('out of stock')));
    render(<SlideToConfirm label="Slide" actionLabel="Confirm order" onConfirm={onConfirm} />);
    await slide(TRACK);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(handle().style.transform).toBe('translateX(0px)');
  });

  it('offers keyboards and screen readers a real button that asks before it confirms', async () => {
    const onConfirm = setup();
    const button = screen.getByRole('button', { name: 'Confirm order' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    const step = screen.getByRole('group', { name: 'Send this order to the kitchen?' });
    const yes = screen.getByRole('button', { name: 'Yes, confirm order' });
    expect(step.contains(yes)).toBe(true);
    expect(document.activeElement).toBe(yes);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('confirms nothing when the step is answered no or left with Escape', async () => {
    const onConfirm = setup();
    const button = screen.getByRole('button', { name: 'Confirm order' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(document.activeElement).toBe(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does nothing while disabled, and says why', async () => {
    const onConfirm = setup({ disabled: true });
    await slide(TRACK);
    const button = screen.getByRole('button', { name: 'Confirm order' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Verify first')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
