import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Call Waiter">
        <button type="button">Water</button>
        <button type="button">Cutlery</button>
      </Sheet>
    </>
  );
}

const waitForExit = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('Sheet', () => {
  it('opens as a named modal dialog and takes focus', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Call Waiter' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside the sheet', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and returns focus to what opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitForExit();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop tap and on the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = document.querySelector('.ts-sheet__backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await waitForExit();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitForExit();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to the nearest control left when its opener is gone', async () => {
    // jsdom lays nothing out; the focus helpers skip what has no box.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as never);
    function Card() {
      const [open, setOpen] = useState(false);
      const [added, setAdded] = useState(false);
      return (
        <article>
          {added ? (
            <button key="more" type="button">
              One more
            </button>
          ) : (
            // A new element, as the card's counter is: the opener leaves the page.
            <button key="add" type="button" onClick={() => setOpen(true)}>
              Add
            </button>
          )}
          <Sheet open={open} onClose={() => setOpen(false)} title="Masala Papad">
            <button
              type="button"
              onClick={() => {
                setAdded(true);
                setOpen(false);
              }}
            >
              Add item
            </button>
          </Sheet>
        </article>
      );
    }
    render(<Card />);
    screen.getByRole('button', { name: 'Add' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await waitForExit();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'One more' }));
  });
});
