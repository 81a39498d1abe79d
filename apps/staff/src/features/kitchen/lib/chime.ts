// The new-ticket chime, made with Web Audio (no sound file to download). Browsers start audio
// only from a user gesture, so the context is created and resumed by a tap (unlockAudio).

/** Two rising notes (E5, A5), short enough not to drown the kitchen's own noise. */
const NOTES_HZ = [659.25, 880];
const NOTE_GAP_S = 0.18;
const NOTE_LENGTH_S = 0.35;
const PEAK_GAIN = 0.4;

let context: AudioContext | null = null;

/** Call from a tap or key handler; true when sound can play. */
export async function unlockAudio(): Promise<boolean> {
  try {
    context ??= new AudioContext();
    if (context.state !== 'running') await context.resume();
  } catch {
    return false;
  }
  return context.state === 'running';
}

export const audioUnlocked = () => context?.state === 'running';

/** Plays the chime; silent while audio is still locked. */
export function playChime(): void {
  const audio = context;
  if (audio?.state !== 'running') return;
  const start = audio.currentTime;
  NOTES_HZ.forEach((frequency, index) => {
    const at = start + index * NOTE_GAP_S;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // Ramps in and out: a bare start/stop clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_LENGTH_S);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_LENGTH_S + 0.05);
  });
}
