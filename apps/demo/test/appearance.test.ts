// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appearanceFrom, applyAppearance, DEFAULT_APPEARANCE, faceOf } from '../src/app/appearance.js';

describe('the stored look of the table', () => {
  it('keeps each field that names a real choice', () => {
    expect(appearanceFrom({ back: 'crimson', table: 'charcoal', face: 'pips', corners: 'large' }))
      .toEqual({ back: 'crimson', table: 'charcoal', face: 'pips', corners: 'large' });
    expect(appearanceFrom({ back: 'crimson', table: 'purple', face: 'huge', corners: 'tiny' }))
      .toEqual({ back: 'crimson', table: 'green', face: 'standard', corners: 'standard' });
    // A look stored before the print size was offered keeps its choices and reads with standard faces.
    expect(appearanceFrom({ back: 'plum', table: 'blue' })).toEqual({ back: 'plum', table: 'blue', face: 'standard', corners: 'standard' });
  });

  it('reads a look stored as "Card corners" (print) as the same table: large print is the large face with large corners', () => {
    expect(appearanceFrom({ back: 'forest', table: 'blue', print: 'large' })).toEqual({ back: 'forest', table: 'blue', face: 'large', corners: 'large' });
    expect(appearanceFrom({ back: 'forest', table: 'blue', print: 'standard' })).toEqual({ back: 'forest', table: 'blue', face: 'standard', corners: 'standard' });
    expect(appearanceFrom({ back: 'navy', table: 'green', print: 'huge' })).toEqual(DEFAULT_APPEARANCE);
    // Once the look is stored in today's form, a stale print beside it is not read.
    expect(appearanceFrom({ back: 'navy', table: 'green', face: 'pips', corners: 'standard', print: 'large' }))
      .toEqual({ back: 'navy', table: 'green', face: 'pips', corners: 'standard' });
  });

  it('falls back to the default for anything else', () => {
    for (const stored of [null, 3, 'navy', [], { back: 'toString' }, { back: 7 }, { face: 'toString' }]) expect(appearanceFrom(stored)).toEqual(DEFAULT_APPEARANCE);
  });

  it('shows the face and corners on the root element, where the play board and the CSS read them', () => {
    const root = document.createElement('div');
    applyAppearance({ back: 'plum', table: 'charcoal', face: 'pips', corners: 'large' }, root);
    expect(Object.fromEntries(Object.entries(root.dataset))).toEqual({ table: 'charcoal', back: 'plum', face: 'pips', corners: 'large' });
    expect(faceOf(root)).toBe('pips');
    expect(faceOf(document.createElement('div'))).toBe('standard');
  });
});
