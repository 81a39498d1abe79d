import { useEffect, useState } from 'react';
import { audioUnlocked, playChime, unlockAudio } from '../lib/chime';

// The kitchen's "Sound on" choice: on until muted, kept per device. After a reload the choice
// is remembered but the browser wants a gesture before it plays anything: the first tap or key
// press anywhere on the page unlocks the sound.

const STORAGE_KEY = 'tableside.staff.kitchenSound';

export interface KitchenSound {
  on: boolean;
  /** The member chose sound but the browser still waits for a tap. */
  waitingForTap: boolean;
  toggle: () => void;
  /** Plays the new-ticket chime when the sound is on. */
  chime: () => void;
}

export function useKitchenSound(): KitchenSound {
  const [on, setOn] = useState(() => localStorage.getItem(STORAGE_KEY) !== 'off');
  const [unlocked, setUnlocked] = useState(audioUnlocked);

  useEffect(() => {
    if (!on || unlocked) return;
    const unlock = () => void unlockAudio().then(setUnlocked);
    // On click, not pointerdown: the hint below the toggle goes away once unlocked, and doing
    // that between pointerdown and click would move the toggle out from under the finger.
    window.addEventListener('click', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('click', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [on, unlocked]);

  const toggle = () => {
    const next = !on;
    localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    setOn(next);
    if (!next) return;
    // Inside the tap's handler, so the browser lets the audio start; the chime confirms it.
    void unlockAudio().then((ok) => {
      setUnlocked(ok);
      if (ok) playChime();
    });
  };

  return {
    on,
    waitingForTap: on && !unlocked,
    toggle,
    chime: () => {
      if (on) playChime();
    },
  };
}
