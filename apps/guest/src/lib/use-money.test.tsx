import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadStorageSchemas, session } from './storage';
import { useMoney } from './use-money';

await loadStorageSchemas();

function Price({ amount }: { amount: number }) {
  const money = useMoney();
  return <p>{money(amount)}</p>;
}

const branch = (currency: string, locale: string) => ({
  id: 1,
  branchId: 1,
  branchName: 'Indiranagar',
  shortName: 'indiranagar',
  displayName: 'The Brew Room',
  currency,
  locale,
});

beforeEach(() => session.clearAll());
afterEach(cleanup);

describe('useMoney', () => {
  it("writes amounts in the branch's currency and locale, and follows a new branch", () => {
    session.set('Branch', branch('INR', 'en-IN'));
    render(<Price amount={123456.5} />);
    expect(screen.getByText('₹1,23,456.50')).toBeTruthy();
    act(() => session.set('Branch', branch('USD', 'en-US')));
    expect(screen.getByText('$123,456.50')).toBeTruthy();
  });

  it('falls back to en-IN rupees before the branch is known', () => {
    render(<Price amount={7.5} />);
    expect(screen.getByText('₹7.50')).toBeTruthy();
  });
});
