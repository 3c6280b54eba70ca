import { describe, expect, it } from 'vitest';
import { appearanceFrom, DEFAULT_APPEARANCE } from '../src/app/appearance.js';

describe('the stored look of the table', () => {
  it('keeps each field that names a real choice', () => {
    expect(appearanceFrom({ back: 'crimson', table: 'charcoal' })).toEqual({ back: 'crimson', table: 'charcoal' });
    expect(appearanceFrom({ back: 'crimson', table: 'purple' })).toEqual({ back: 'crimson', table: 'green' });
  });

  it('falls back to the default for anything else', () => {
    for (const stored of [null, 3, 'navy', [], { back: 'toString' }, { back: 7 }]) expect(appearanceFrom(stored)).toEqual(DEFAULT_APPEARANCE);
  });
});
