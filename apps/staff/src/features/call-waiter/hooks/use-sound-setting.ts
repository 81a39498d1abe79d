import { useState } from 'react';

// A device on a loud floor wants the chime; one at the pass may not. Kept per device.
const STORAGE_KEY = 'tableside.staff.callSound';

export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(STORAGE_KEY) !== 'off');
  const change = (next: boolean) => {
    localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    setOn(next);
  };
  return [on, change];
}
