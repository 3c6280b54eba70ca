import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsFrom } from '../src/storage/settings.js';

describe('settings kept between visits', () => {
  it('keeps each stored choice', () => {
    expect(settingsFrom({ autoMove: true })).toEqual({ autoMove: true, winnableOnly: false, showWinnability: false, sound: false });
    expect(settingsFrom({ autoMove: false, winnableOnly: true, showWinnability: false })).toEqual({ autoMove: false, winnableOnly: true, showWinnability: false, sound: false });
  });

  it('falls back to the default for each field that is malformed, keeping the others', () => {
    expect(settingsFrom({ autoMove: 'yes', winnableOnly: true, showWinnability: 0 })).toEqual({ autoMove: true, winnableOnly: true, showWinnability: false, sound: false });
    for (const value of [null, 'on', 42, [], [true], { autoMove: 'yes' }, { autoMove: 1 }, { winnableOnly: 'true' }, {}]) {
      expect(settingsFrom(value)).toEqual(DEFAULT_SETTINGS);
    }
    // Safe cards go home by default; the note is off on a first visit.
    expect(DEFAULT_SETTINGS).toEqual({ autoMove: true, winnableOnly: false, showWinnability: false, sound: false });
  });
});
