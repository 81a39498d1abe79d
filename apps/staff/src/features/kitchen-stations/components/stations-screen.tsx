import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { useMenuCategories } from '../api/use-menu-categories';
import { useStationWrite } from '../api/use-station-writes';
import { useStations } from '../api/use-stations';
import { StationEditor } from './station-editor';
import { StationRow } from './station-row';
import './stations.css';

/** Kitchen stations: which display cooks which of the menu's categories. */
export function StationsScreen() {
  return useCan('manageKitchenStations') ? (
    <StationsContent />
  ) : (
    <>
      <PageHeader title="Kitchen stations" />
      <EmptyState title={notAllowedMessage('manageKitchenStations')} />
    </>
  );
}

type Open = { station?: TKitchenStation } | null;

function StationsContent() {
  const branch = useCurrentBranch();
  const stations = useStations(branch.id);
  const categories = useMenuCategories(branch.id);
  const write = useStationWrite(branch.id);
  const [open, setOpen] = useState<Open>(null);

  const loading = stations.isPending || categories.isPending;
  const failed = stations.isError ? stations : categories.isError ? categories : null;
  const header = (
    <PageHeader title="Kitchen stations">
      {open === null && !loading && !failed ? (
        <Button variant="primary" onClick={() => setOpen({})}>
          <Plus aria-hidden="true" />
          Add station
        </Button>
      ) : null}
    </PageHeader>
  );
  if (loading) {
    return (
      <>
        {header}
        <Skeleton count={3} height={88} />
      </>
    );
  }
  if (failed) {
    return (
      <>
        {header}
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </>
    );
  }
  const all = stations.data ?? [];
  const live = all.filter((s) => !s.archived);
  const archived = all.filter((s) => s.archived);
  const menu = categories.data ?? [];

  if (open) {
    return (
      <>
        {header}
        <StationEditor
          key={open.station?.id ?? 'new'}
          branchId={branch.id}
          station={open.station}
          stations={all}
          categories={menu}
          onDone={() => setOpen(null)}
        />
      </>
    );
  }

  const move = (index: number, delta: number) => {
    const order = [...live];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + delta, 0, moved);
    write.mutate({ kind: 'order', orderedIds: [...order, ...archived].map((s) => s.id) });
  };
  const archive = (station: TKitchenStation, value: boolean) =>
    write.mutate({
      kind: 'archive',
      stationId: station.id,
      archived: value,
      version: station.version,
    });

  return (
    <>
      {header}
      <p className="stations-intro">
        Each station's kitchen display shows only the items of its categories; 'All stations' shows
        everything. Pick the station on the display itself.
      </p>
      {live.length === 0 ? (
        <EmptyState title="No stations yet.">
          Add one, e.g. Kitchen, Bar or Desserts. Until then the display shows every item.
        </EmptyState>
      ) : (
        <ul className="station-list" aria-label="Stations">
          {live.map((station, index) => (
            <StationRow
              key={station.id}
              station={station}
              categories={menu}
              position={{ index, count: live.length, onMove: (delta) => move(index, delta) }}
              busy={write.isPending}
              onEdit={() => setOpen({ station })}
              onArchive={(value) => archive(station, value)}
            />
          ))}
        </ul>
      )}
      {archived.length > 0 ? (
        <section aria-labelledby="archived-stations">
          <h2 id="archived-stations" className="stations-archived-title">
            Archived
          </h2>
          <ul className="station-list">
            {archived.map((station) => (
              <StationRow
                key={station.id}
                station={station}
                categories={menu}
                busy={write.isPending}
                onEdit={() => setOpen({ station })}
                onArchive={(value) => archive(station, value)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
