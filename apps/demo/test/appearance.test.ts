import { describe, expect, it } from 'vitest';
import { appearanceFrom, DEFAULT_APPEARANCE } from '../src/app/appearance.js';

describe('the stored look of the table', () => {
  it('keeps each field that names a real choice', () => {
    expect(appearanceFrom({ back: 'crimson', table: 'charcoal', print: 'large' })).toEqual({ back: 'crimson', table: 'charcoal', print: 'large' });
    expect(appearanceFrom({ back: 'crimson', table: 'purple', print: 'huge' })).toEqual({ back: 'crimson', table: 'green', print: 'standard' });
    // A look stored before the print size was offered keeps its choices and reads in standard print.
    expect(appearanceFrom({ back: 'plum', table: 'blue' })).toEqual({ back: 'plum', table: 'blue', print: 'standard' });
  });

  it('falls back to the default for anything else', () => {
    for (const stored of [null, 3, 'navy', [], { back: 'toString' }, { back: 7 }]) expect(appearanceFrom(stored)).toEqual(DEFAULT_APPEARANCE);
  });
});
