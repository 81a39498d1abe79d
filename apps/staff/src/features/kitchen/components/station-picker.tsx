import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { Link } from 'react-router';
import { useCan } from '../../../lib/session';
import type { StationChoice } from '../hooks/use-station-choice';

/**
 * Which station's lines this display shows; none set up means every line, and a member who
 * may set stations up gets the way there instead.
 */
export function StationPicker({
  stations,
  choice,
}: {
  stations: readonly TKitchenStation[];
  choice: StationChoice;
}) {
  const canManage = useCan('manageKitchenStations');
  if (stations.length === 0) {
    return canManage ? (
      <Link className="btn btn--ghost" to="/stations">
        Set up stations
      </Link>
    ) : null;
  }
  return (
    <label className="station-picker">
      <span>Station</span>
      <select
        value={choice.stationId ?? ''}
        onChange={(event) => choice.choose(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">All stations</option>
        {stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        ))}
      </select>
    </label>
  );
}
