import { Outlet } from 'react-router';
import { SearchHeader } from '../../features/search/components/search-header';
import { OrderingShell } from './ordering-shell';
import './search-layout.css';

/** /search: the search bar header, no footer (spec section 2). */
export function Component() {
  return (
    <OrderingShell>
      <SearchHeader />
      <main className="ts-search-main">
        <Outlet />
      </main>
    </OrderingShell>
  );
}
