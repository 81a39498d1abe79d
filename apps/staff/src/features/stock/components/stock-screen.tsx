import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { useState } from 'react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useMenuItems } from '../api/use-menu-items';
import { useSetAvailability } from '../api/use-set-availability';
import type { StockFilter } from '../lib/stock-sections';
import { StockFilters } from './stock-filters';
import { StockList } from './stock-list';
import './stock.css';

/** Stock: switch the branch's items in and out of stock; guests see it at once. */
export function StockScreen() {
  const allowed = useCan('setAvailability');
  return (
    <>
      <PageHeader title="Stock" />
      {allowed ? <StockContent /> : <EmptyState title={notAllowedMessage('setAvailability')} />}
    </>
  );
}

function StockContent() {
  const branch = useCurrentBranch();
  const items = useMenuItems(branch.id);
  const setAvailability = useSetAvailability(branch.id);
  const [filter, setFilter] = useState<StockFilter>({ search: '', outOfStockOnly: false });

  if (items.isPending) return <Skeleton count={6} height={72} />;
  if (items.isError) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  return (
    <>
      <StockFilters
        filter={filter}
        onChange={setFilter}
        outOfStockCount={items.data.filter((item) => !item.isAvailable).length}
      />
      <StockList
        items={items.data}
        filter={filter}
        onToggle={(item) => setAvailability.mutate({ item, available: !item.isAvailable })}
      />
    </>
  );
}
