import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { routePage } from './route-page';

afterEach(cleanup);

const page = (text: string) => () => Promise.resolve({ Component: () => <p>{text}</p> });

describe('routePage', () => {
  it('renders a page that was preloaded at once, without its fallback', async () => {
    const Home = routePage(page('Menu'));
    await Home.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Home />
      </Suspense>,
    );
    expect(screen.getByText('Menu')).toBeDefined();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads a page that was not preloaded when it renders', async () => {
    const Order = routePage(page('My Orders'));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Order />
        </Suspense>,
      );
    });
    expect(await screen.findByText('My Orders')).toBeDefined();
  });

  it('downloads a page once, however often it is asked for', async () => {
    let downloads = 0;
    const Search = routePage(() => {
      downloads += 1;
      return page('Search')();
    });
    await Promise.all([Search.preload(), Search.preload()]);
    await Search.preload();
    expect(downloads).toBe(1);
  });
});
