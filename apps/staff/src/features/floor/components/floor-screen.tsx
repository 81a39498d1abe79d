import type { TFloorTable } from '@tableside/shared/contract/staff';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useBranchFloor } from '../../../lib/floor';
import { useNow } from '../../../lib/use-now';
import {
  countByStatus,
  FLOOR_STATUS_VIEW,
  type FloorStatus,
  floorStatus,
} from '../lib/floor-status';
import { FloorSummary } from './floor-summary';
import { TableCard } from './table-card';
import './floor.css';

interface FloorScreenProps {
  /** Extra control of a table's card, composed in by the route (e.g. assign the associate). */
  tableAction?: (table: TFloorTable) => ReactNode;
}

/** The branch's tables, live: who needs what, at a glance. */
export function FloorScreen({ tableAction }: FloorScreenProps) {
  const floor = useBranchFloor(useCurrentBranch().id);
  const now = useNow();
  const [filter, setFilter] = useState<FloorStatus | null>(null);

  if (floor.isPending) {
    return (
      <>
        <PageHeader title="Floor" />
        <Skeleton count={8} height={148} />
      </>
    );
  }
  if (floor.isError) {
    return <ErrorState error={floor.error} onRetry={() => void floor.refetch()} />;
  }

  const tables = floor.data;
  if (tables.length === 0) {
    return (
      <>
        <PageHeader title="Floor" />
        <EmptyState title="This branch has no tables yet." />
      </>
    );
  }
  const shown = filter ? tables.filter((table) => floorStatus(table) === filter) : tables;
  return (
    <>
      <PageHeader title="Floor" />
      <FloorSummary
        total={tables.length}
        counts={countByStatus(tables)}
        filter={filter}
        onFilter={setFilter}
      />
      {filter && shown.length === 0 ? (
        <EmptyState title={`No tables are “${FLOOR_STATUS_VIEW[filter].label}” now.`}>
          <Button onClick={() => setFilter(null)}>Show all tables</Button>
        </EmptyState>
      ) : (
        <ul className="floor-grid" aria-label="Tables">
          {shown.map((table) => (
            <li key={table.tableId}>
              <TableCard table={table} now={now} action={tableAction?.(table)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
