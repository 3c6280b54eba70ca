import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsFrom } from '../src/storage/settings.js';

describe('settings kept between visits', () => {
  it('keeps a stored auto-move choice', () => {
    expect(settingsFrom({ autoMove: true })).toEqual({ autoMove: true });
    expect(settingsFrom({ autoMove: false })).toEqual({ autoMove: false });
  });

  it('falls back to the defaults for anything malformed', () => {
    for (const value of [null, 'on', 42, [], { autoMove: 'yes' }, { autoMove: 1 }, {}]) {
      expect(settingsFrom(value)).toEqual(DEFAULT_SETTINGS);
    }
    expect(DEFAULT_SETTINGS).toEqual({ autoMove: false });
  });
});
