import { describe, expect, it } from 'vitest';
import { HUB_CARDS, hubCardsFor } from './hub-cards';

const titles = (role: Parameters<typeof hubCardsFor>[0]) => hubCardsFor(role).map((c) => c.title);

describe('the back-office hub', () => {
  it('shows an owner every card', () => {
    expect(titles('OWNER')).toEqual(HUB_CARDS.map((c) => c.title));
    expect(titles('OWNER')).toHaveLength(11);
  });

  it("hides the owner's doors from a manager", () => {
    const manager = titles('MANAGER');
    expect(manager).toContain('Tables & QR codes');
    expect(manager).toContain('Order hours');
    expect(manager).toContain('Reports');
    expect(manager).not.toContain('Branches');
    expect(manager).not.toContain('Brand look');
    expect(manager).not.toContain('Payments & SMS');
  });

  it('shows the floor roles nothing', () => {
    expect(titles('WAITER')).toEqual([]);
    expect(titles('KITCHEN')).toEqual([]);
    expect(titles('CUSTOMER_ASSOCIATE')).toEqual([]);
  });

  it('links every card to its own screen', () => {
    const paths = HUB_CARDS.map((c) => c.to);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
