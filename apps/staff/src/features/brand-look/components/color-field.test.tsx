import { brandContrastChecks } from '@tableside/shared/domain/brand-contrast';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalisedColor } from '../lib/look-form';
import { ColorField } from './color-field';

afterEach(cleanup);

const base = {
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  textColor: '#999999',
  backgroundColor: '#ffffff',
  fontKey: 'inter',
};

/** The text colour field as the form wires it: its checks follow what is typed. */
function TextColor() {
  const [value, setValue] = useState(base.textColor);
  // Half typed, the checks keep the last valid colour (validColors in the form).
  const shown = normalisedColor(value) ?? base.textColor;
  const checks = brandContrastChecks({ ...base, textColor: shown }).filter(
    (c) => c.field === 'textColor',
  );
  return (
    <ColorField
      label="Text colour"
      hint="Names and prices"
      value={value}
      shown={shown}
      checks={checks}
      suggests
      onChange={setValue}
    />
  );
}

describe('ColorField', () => {
  it('shows the live ratio, a fail badge, the warning and applies the suggestion', async () => {
    render(<TextColor />);
    expect(screen.getByText('2.8:1')).toBeTruthy();
    expect(screen.getByText('AA fail')).toBeTruthy();
    expect(screen.getByText('Text on the background is 2.8:1; WCAG AA needs 4.5:1.')).toBeTruthy();
    const suggest = screen.getByRole('button', { name: /^Use suggested #[0-9a-f]{6}$/ });
    await userEvent.click(suggest);
    const hex = screen.getByLabelText('Text colour') as HTMLInputElement;
    expect(hex.value).toMatch(/^#[0-9a-f]{6}$/);
    expect(hex.value).not.toBe('#999999');
    expect(screen.getByText('AA pass')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Use suggested/ })).toBeNull();
  });

  it('follows the hex field as it is typed', async () => {
    render(<TextColor />);
    const hex = screen.getByLabelText('Text colour');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#111111');
    expect(screen.getByText('AA pass')).toBeTruthy();
    expect((screen.getByLabelText('Text colour: colour picker') as HTMLInputElement).value).toBe(
      '#111111',
    );
  });
});
