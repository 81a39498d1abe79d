import { describe, expect, it } from 'vitest';
import { blockPageState, readBlockPageState } from './block-page-state';

describe('block page state', () => {
  it('round-trips what Pay Bill sends', () => {
    const state = blockPageState({ message: 'Please wait', clearCart: true });
    expect(readBlockPageState(state)).toEqual({ message: 'Please wait', clearCart: true });
  });

  it('reads anything else as no message and no clearing', () => {
    expect(readBlockPageState(null)).toEqual({});
    expect(readBlockPageState('text')).toEqual({});
    expect(readBlockPageState({ message: '  ', clearCart: 'yes' })).toEqual({
      message: undefined,
      clearCart: false,
    });
  });
});
