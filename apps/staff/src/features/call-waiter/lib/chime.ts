// A short two-note chime through Web Audio. Browsers let a page make sound only once the
// person has interacted with it (sticky user activation); before that the chime is skipped.

let context: AudioContext | null = null;

function note(audio: AudioContext, frequency: number, startsIn: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  const start = audio.currentTime + startsIn;
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.3);
}

export function playChime(): void {
  if (!navigator.userActivation?.hasBeenActive || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    note(context, 880, 0);
    note(context, 1175, 0.18);
  } catch (error) {
    // No audio device (or a policy said no): the visible cue still shows.
    console.warn('Call chime could not play', error);
  }
}
