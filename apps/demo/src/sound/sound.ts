/**
 * The table's sounds, made with Web Audio (no sound files to fetch, so they work offline and cost nothing
 * to load): a short soft tick for a move, two for a deal, three rising notes for a win. Each is a few tens
 * of milliseconds, far below speech level, and plays only when the player turned sound on. Under reduced
 * motion the win is one note: the flourish goes with the animation it accompanies.
 */

/** What happened at the table. */
export type SoundKind = 'move' | 'deal' | 'win';

/** One tone: its pitch, when it starts after the sound begins, and how long it rings (seconds). */
export interface Tone {
  readonly hz: number;
  readonly at: number;
  readonly length: number;
}

/** The loudest a tone gets (of Web Audio's 1): quiet beside speech and music. */
export const PEAK_GAIN = 0.06;

/**
 * The tones of a sound.
 * @example tones('deal', false).length // 2
 */
export function tones(kind: SoundKind, reducedMotion: boolean): readonly Tone[] {
  if (kind === 'move') return [{ hz: 660, at: 0, length: 0.05 }];
  if (kind === 'deal') return [{ hz: 520, at: 0, length: 0.04 }, { hz: 520, at: 0.07, length: 0.04 }];
  if (reducedMotion) return [{ hz: 784, at: 0, length: 0.25 }];
  return [{ hz: 523, at: 0, length: 0.12 }, { hz: 659, at: 0.12, length: 0.12 }, { hz: 784, at: 0.24, length: 0.3 }];
}

let context: AudioContext | null = null;

/** The page's one audio context, made at the first sound (browsers allow it after the player's first gesture). */
function audio(): AudioContext | null {
  if (context !== null) return context;
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (Context === undefined) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Plays a sound when `on` (the player's setting); silent, never throwing, where the browser has no audio. */
export function playSound(kind: SoundKind, on: boolean): void {
  if (!on) return;
  const ctx = audio();
  if (ctx === null) return;
  const start = ctx.currentTime;
  for (const tone of tones(kind, reducedMotion())) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.hz;
    // A quick rise and an exponential fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, start + tone.at);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + tone.at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + tone.at);
    oscillator.stop(start + tone.at + tone.length + 0.02);
  }
}
