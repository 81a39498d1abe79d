import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink, NavigationProvider } from './navigation';

afterEach(cleanup);

function renderLink(navigate = vi.fn()) {
  render(
    <NavigationProvider value={navigate}>
      <AppLink to="/terms/conditions">Terms &amp; Conditions</AppLink>
    </NavigationProvider>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Terms & Conditions' }) };
}

describe('AppLink', () => {
  it('is a real link that a plain click follows inside the app', () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute('href')).toBe('/terms/conditions');
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/terms/conditions', { replace: undefined });
  });

  it('leaves a click for a new tab to the browser', () => {
    const { navigate, link } = renderLink();
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });
});
