import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { useState } from 'react';

// Which station this display shows, kept per device and branch: the bar's tablet stays the
// bar's after a reload. A station archived since falls back to every station ('All').

const storageKey = (branchId: number) => `tableside.staff.kitchenStation.${branchId}`;

export interface StationChoice {
  /** null: every station's lines. */
  stationId: number | null;
  choose: (stationId: number | null) => void;
}

function remembered(branchId: number): number | null {
  const saved = Number(localStorage.getItem(storageKey(branchId)));
  return Number.isInteger(saved) && saved > 0 ? saved : null;
}

/** `stations`: the live stations, undefined while they load (the choice is kept meanwhile). */
export function useStationChoice(
  branchId: number,
  stations: readonly TKitchenStation[] | undefined,
): StationChoice {
  const [chosen, setChosen] = useState(() => remembered(branchId));
  const stationId =
    chosen !== null && stations && !stations.some((station) => station.id === chosen)
      ? null
      : chosen;
  return {
    stationId,
    choose: (next) => {
      if (next === null) localStorage.removeItem(storageKey(branchId));
      else localStorage.setItem(storageKey(branchId), String(next));
      setChosen(next);
    },
  };
}
