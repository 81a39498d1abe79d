import { Volume2, VolumeX } from 'lucide-react';
import type { KitchenSound } from '../hooks/use-kitchen-sound';

/** Turns the new-ticket chime on (the tap also lets the browser play it) or off. */
export function SoundToggle({ sound }: { sound: KitchenSound }) {
  const Icon = sound.on ? Volume2 : VolumeX;
  return (
    <div className="sound-toggle">
      <button
        type="button"
        className={`btn ${sound.on ? 'btn--primary' : 'btn--secondary'}`}
        aria-pressed={sound.on}
        onClick={sound.toggle}
      >
        <Icon aria-hidden="true" />
        Sound on
      </button>
      {sound.waitingForTap ? (
        <span className="sound-toggle__hint">Tap anywhere to allow sound</span>
      ) : null}
    </div>
  );
}
