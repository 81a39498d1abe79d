import { Route, Routes } from 'react-router';
import { PATHS } from '../lib/paths';
import { PlainLayout } from './layouts/plain-layout';
import { RootLayout } from './layouts/root-layout';
import { PAGE_GROUPS } from './pages';
import { RouteBoundary } from './route-boundary';

// The routes of spec section 2, from the page table of app/pages.ts. Declarative routes, not
// the data router: the app loads no data through the router, and the data router cost 18 KB
// gzipped of the entry route's budget (docs/decisions/0006).

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RouteBoundary>
            <RootLayout />
          </RouteBoundary>
        }
      >
        {PAGE_GROUPS.map(({ layout, pages }) => {
          const Layout = layout === 'plain' ? PlainLayout : layout;
          return (
            <Route
              key={pages[0]?.[0]}
              element={
                <RouteBoundary>
                  <Layout />
                </RouteBoundary>
              }
            >
              {pages.map(([path, Page]) =>
                path === PATHS.entry ? (
                  <Route key={path} index element={<Page />} />
                ) : (
                  <Route key={path} path={path} element={<Page />} />
                ),
              )}
            </Route>
          );
        })}
      </Route>
    </Routes>
  );
}
