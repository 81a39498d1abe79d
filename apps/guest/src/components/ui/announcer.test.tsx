import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce } from './announce-store';
import { Announcer } from './announcer';

describe('Announcer', () => {
  it('is one polite region, there before anything is said, and says each text anew', () => {
    render(<Announcer />);
    const region = screen.getByRole('status', { name: 'Table updates' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => announce('Asha added 2 × Paneer Tikka'));
    const first = region.firstElementChild;
    expect(region.textContent).toBe('Asha added 2 × Paneer Tikka');

    // The same words again (she added two more) are a new node, which screen readers read.
    act(() => announce('Asha added 2 × Paneer Tikka'));
    expect(region.textContent).toBe('Asha added 2 × Paneer Tikka');
    expect(region.firstElementChild).not.toBe(first);
  });
});
