import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { RouteFocus } from './route-focus';

afterEach(cleanup);

const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function Shell() {
  return (
    <>
      <RouteFocus />
      <nav>
        <Link to="/order">My Orders</Link>
        <Link to="/verify-otp">Code</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A page that focuses its own field, as the code pages do. */
function CodeField() {
  const field = useRef<HTMLInputElement>(null);
  useFocusOnMount(() => field.current?.focus());
  return <input ref={field} aria-label="digit 1" />;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/home', element: <h1>Menu</h1> },
          { path: '/order', element: <h1>My Orders</h1> },
          {
            path: '/verify-otp',
            element: (
              <>
                <h1>Enter the code</h1>
                <CodeField />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteFocus', () => {
  it('leaves focus alone on the first page', async () => {
    renderApp();
    await frames();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new page's heading after a page change", async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'My Orders' }));
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Orders' }));
  });

  it('leaves a field the new page focused itself', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Code' }));
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'digit 1' }));
  });

  it('waits while the page behind a closing sheet is inert', async () => {
    renderApp();
    const main = document.querySelector('main') as HTMLElement;
    main.setAttribute('inert', '');
    await userEvent.click(screen.getByRole('link', { name: 'My Orders' }));
    await frames();
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'My Orders' }));
    main.removeAttribute('inert');
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Orders' }));
  });
});
