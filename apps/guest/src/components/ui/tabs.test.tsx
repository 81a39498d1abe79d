import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Tabs, tabIds } from './tabs';

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState(99);
  return (
    <>
      <Tabs
        label="My orders"
        idPrefix="orders"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 99, label: 'Pending', extra: <Badge count={3} label="unconfirmed items" /> },
          { id: 98, label: 'Hidden', disabled: true },
          { id: 97, label: 'Completed' },
        ]}
      />
      <div
        role="tabpanel"
        id={tabIds('orders', tab).panel}
        aria-labelledby={tabIds('orders', tab).tab}
      >
        Panel {tab}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('selects by tap and links the tab to its panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Completed' }).textContent).toBe('Panel 97');
  });

  it('moves with the arrow keys, skipping disabled tabs, and keeps one tab in the tab order', async () => {
    render(<Harness />);
    const pending = screen.getByRole('tab', { name: /Pending/ });
    pending.focus();
    await userEvent.keyboard('{ArrowRight}');
    const completed = screen.getByRole('tab', { name: 'Completed' });
    expect(document.activeElement).toBe(completed);
    expect(completed.getAttribute('tabindex')).toBe('0');
    expect(pending.getAttribute('tabindex')).toBe('-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(pending);
  });
});

describe('Badge', () => {
  it('says what it counts, caps large counts and hides at zero', () => {
    const { rerender } = render(<Badge count={3} label="unconfirmed items" />);
    expect(screen.getByText('3 unconfirmed items')).toBeTruthy();
    rerender(<Badge count={120} label="unconfirmed items" />);
    expect(screen.getByText('99+')).toBeTruthy();
    rerender(<Badge count={0} label="unconfirmed items" />);
    expect(screen.queryByText(/unconfirmed/)).toBeNull();
  });
});
