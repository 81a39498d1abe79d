import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import type { StationChoice } from '../hooks/use-station-choice';

/** Which station's lines this display shows; none set up means every line, no picker. */
export function StationPicker({
  stations,
  choice,
}: {
  stations: readonly TKitchenStation[];
  choice: StationChoice;
}) {
  if (stations.length === 0) return null;
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
