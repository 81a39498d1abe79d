import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Whether a new call also chimes on this device. */
export function SoundToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button variant="ghost" aria-pressed={on} onClick={() => onChange(!on)}>
      {on ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
      Sound {on ? 'on' : 'off'}
    </Button>
  );
}
