import { FLOOR_STATUS_VIEW, type FloorStatus } from '../lib/floor-status';

interface FloorSummaryProps {
  total: number;
  counts: ReadonlyMap<FloorStatus, number>;
  filter: FloorStatus | null;
  onFilter: (status: FloorStatus | null) => void;
}

/** Counts per status that double as the grid's filter (tap again to show all). */
export function FloorSummary({ total, counts, filter, onFilter }: FloorSummaryProps) {
  const shown = [...counts];
  // A filter whose last table just changed status stays visible, at 0, so it can be cleared.
  if (filter && !counts.has(filter)) shown.push([filter, 0]);
  return (
    <fieldset className="floor-summary">
      <legend className="visually-hidden">Show tables</legend>
      <button
        type="button"
        className="floor-chip"
        aria-pressed={filter === null}
        onClick={() => onFilter(null)}
      >
        All <span className="floor-chip__count">{total}</span>
      </button>
      {shown.map(([status, count]) => (
        <button
          key={status}
          type="button"
          className={`floor-chip floor-chip--${FLOOR_STATUS_VIEW[status].tone}`}
          aria-pressed={filter === status}
          onClick={() => onFilter(filter === status ? null : status)}
        >
          {FLOOR_STATUS_VIEW[status].label} <span className="floor-chip__count">{count}</span>
        </button>
      ))}
    </fieldset>
  );
}
