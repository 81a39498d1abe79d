import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { Archive, ArrowDown, ArrowUp, Pencil, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface Props {
  station: TKitchenStation;
  categories: readonly TCatalogueCategory[];
  /** Absent for archived stations, which keep their place at the end. */
  position?: { index: number; count: number; onMove: (delta: number) => void };
  busy: boolean;
  onEdit: () => void;
  onArchive: (archived: boolean) => void;
}

function categoriesText(station: TKitchenStation, categories: readonly TCatalogueCategory[]) {
  if (station.categoryIds.length === 0) return 'No categories yet: its display stays empty';
  const names = station.categoryIds.map(
    (id) => categories.find((c) => c.id === id)?.name ?? `Category ${id}`,
  );
  return names.join(', ');
}

/** A station with what it cooks: move, edit, archive or restore, each a keyboard control. */
export function StationRow({ station, categories, position, busy, onEdit, onArchive }: Props) {
  return (
    <li className={`station-row${station.archived ? ' station-row--archived' : ''}`}>
      <div className="station-row__text">
        <h2 className="station-row__name">
          {station.name}
          {station.archived ? <span className="station-row__chip">Archived</span> : null}
        </h2>
        <p className="station-row__categories">{categoriesText(station, categories)}</p>
      </div>
      <div className="station-row__actions">
        {position ? (
          <>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Move ${station.name} up`}
              disabled={position.index === 0 || busy}
              onClick={() => position.onMove(-1)}
            >
              <ArrowUp aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={`Move ${station.name} down`}
              disabled={position.index === position.count - 1 || busy}
              onClick={() => position.onMove(1)}
            >
              <ArrowDown aria-hidden="true" />
            </button>
            <Button onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit<span className="visually-hidden"> {station.name}</span>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => onArchive(true)}>
              <Archive aria-hidden="true" />
              Archive<span className="visually-hidden"> {station.name}</span>
            </Button>
          </>
        ) : (
          <Button disabled={busy} onClick={() => onArchive(false)}>
            <RotateCcw aria-hidden="true" />
            Restore<span className="visually-hidden"> {station.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
