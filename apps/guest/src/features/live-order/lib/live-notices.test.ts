import { describe, expect, it } from 'vitest';
import { cancellationText, soldOutText } from './live-notices';

describe('soldOutText', () => {
  it('names one dish', () => {
    expect(soldOutText(['Masala Papad'])).toBe('Masala Papad is now out of stock');
  });

  it('names two or three dishes, then counts the rest', () => {
    expect(soldOutText(['A', 'B'])).toBe('A and B are now out of stock');
    expect(soldOutText(['A', 'B', 'C'])).toBe('A, B and C are now out of stock');
    expect(soldOutText(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more are now out of stock');
  });

  it('says nothing when no dish ran out', () => {
    expect(soldOutText([])).toBeNull();
  });
});

describe('cancellationText', () => {
  const paneer = { orderItemId: 1, itemName: 'Paneer Tikka', quantity: 1 };

  it('says how many of what, and why', () => {
    expect(cancellationText({ ...paneer, reason: 'out of paneer' })).toBe(
      '1 × Paneer Tikka cancelled: out of paneer',
    );
  });

  it('leaves out the reason when staff gave none', () => {
    expect(cancellationText({ ...paneer, quantity: 2, reason: null })).toBe(
      '2 × Paneer Tikka cancelled',
    );
    expect(cancellationText({ ...paneer, reason: '  ' })).toBe('1 × Paneer Tikka cancelled');
  });

  it('reads a reason typed over several lines as one line', () => {
    expect(cancellationText({ ...paneer, reason: 'Kitchen ran out.\nSorry!' })).toBe(
      '1 × Paneer Tikka cancelled: Kitchen ran out. Sorry!',
    );
  });
});
