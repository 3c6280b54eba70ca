import { describe, expect, it, vi } from 'vitest';
import { PEAK_GAIN, playSound, tones } from '../src/sound/sound.js';

describe('the table\'s sounds', () => {
  it('are short: a tick for a move, two for a deal, three rising notes for a win, one under reduced motion', () => {
    expect(tones('move', false)).toEqual([{ hz: 660, at: 0, length: 0.05 }]);
    expect(tones('deal', false).map((t) => t.at)).toEqual([0, 0.07]);
    expect(tones('win', false).map((t) => t.hz)).toEqual([523, 659, 784]);
    expect(tones('win', true)).toEqual([{ hz: 784, at: 0, length: 0.25 }]);
    for (const kind of ['move', 'deal', 'win'] as const) {
      const end = Math.max(...tones(kind, false).map((t) => t.at + t.length));
      expect(end).toBeLessThanOrEqual(0.6);
    }
    expect(PEAK_GAIN).toBeLessThanOrEqual(0.1);
  });

  it('make no sound, and touch no audio, while the setting is off; on, play each tone once, quietly', () => {
    const made: string[] = [];
    class FakeAudio {
      currentTime = 10;
      destination = {};
      constructor() { made.push('context'); }
      createOscillator() {
        const oscillator = { type: '', frequency: { value: 0 }, connect: (g: unknown) => g, start: (t: number) => { made.push(`tone ${oscillator.frequency.value} at ${t}`); }, stop: () => undefined };
        return oscillator;
      }
      createGain() {
        const peaks: number[] = [];
        return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: (v: number) => { peaks.push(v); if (v > PEAK_GAIN) made.push(`too loud ${v}`); } }, connect: (d: unknown) => d };
      }
    }
    vi.stubGlobal('window', { AudioContext: FakeAudio, matchMedia: () => ({ matches: false }) });
    try {
      playSound('deal', false);
      expect(made).toEqual([]);
      playSound('deal', true);
      playSound('move', true);
      expect(made).toEqual(['context', 'tone 520 at 10', 'tone 520 at 10.07', 'tone 660 at 10']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
