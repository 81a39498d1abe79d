import { can } from '@tableside/shared/domain/staff-permissions';
import type { ComponentType } from 'react';
import { lazy } from 'react';
import { createBrowserRouter, createRoutesFromElements, Navigate, Route } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useStaff } from '../lib/session';
import { ConsoleLayout } from './layouts/console-layout';
import { NAV_ITEMS } from './nav-items';
import { ScreenBoundary } from './screen-boundary';

// Every screen is its own chunk: a kitchen tablet never downloads the floor's code.
const route = (load: () => Promise<{ Component: ComponentType }>) => {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  return (
    <ScreenBoundary>
      <Screen />
    </ScreenBoundary>
  );
};

/** The first section the member's role may use. */
function RoleHome() {
  const { role } = useStaff();
  const first = NAV_ITEMS.find((item) => can(role, item.action));
  return <Navigate to={first?.to ?? '/kitchen'} replace />;
}

// A data router: useBlocker (the item editor's unsaved-changes guard) works only inside one.
const router = createBrowserRouter(
  createRoutesFromElements(
    <>
      <Route path="login" element={route(() => import('./routes/login'))} />
      <Route path="setup" element={route(() => import('./routes/setup'))} />
      <Route element={<ConsoleLayout />}>
        <Route index element={<RoleHome />} />
        <Route path="floor" element={route(() => import('./routes/floor'))} />
        <Route path="calls" element={route(() => import('./routes/calls'))} />
        <Route path="kitchen" element={route(() => import('./routes/kitchen'))} />
        <Route path="stock" element={route(() => import('./routes/stock'))} />
        <Route path="scan" element={route(() => import('./routes/scan'))} />
        <Route path="staff-accounts" element={route(() => import('./routes/staff-accounts'))} />
        <Route path="settings" element={route(() => import('./routes/settings'))} />
        <Route path="verify/:orderId" element={route(() => import('./routes/verify'))} />
        <Route path="orders/:orderId" element={route(() => import('./routes/order'))} />
        <Route path="orders/:orderId/checkout" element={route(() => import('./routes/checkout'))} />
        <Route path="menu" element={route(() => import('./routes/menu'))} />
        <Route path="menu/import" element={route(() => import('./routes/menu-import'))} />
        <Route path="menu/items/new" element={route(() => import('./routes/menu-item'))} />
        <Route path="menu/items/:productId" element={route(() => import('./routes/menu-item'))} />
        <Route path="promotions" element={route(() => import('./routes/promotions'))} />
        <Route path="restaurant" element={route(() => import('./routes/restaurant'))} />
        <Route path="branches" element={route(() => import('./routes/branches'))} />
        <Route path="tables" element={route(() => import('./routes/tables'))} />
        <Route path="hours" element={route(() => import('./routes/hours'))} />
        <Route path="charges" element={route(() => import('./routes/charges'))} />
        <Route path="brand-look" element={route(() => import('./routes/brand-look'))} />
        <Route path="stations" element={route(() => import('./routes/stations'))} />
        <Route path="reports" element={route(() => import('./routes/reports'))} />
        <Route path="*" element={<RoleHome />} />
      </Route>
    </>,
  ),
  { basename: '/staff' },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
