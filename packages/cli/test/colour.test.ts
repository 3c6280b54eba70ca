/** Colour on a terminal only: off for a pipe, with NO_COLOR set (not empty), with TERM=dumb, or --no-color. */
import { describe, expect, it } from 'vitest';
import { colourWanted, paint } from '../src/colour.js';

const tty = { isTTY: true };

describe('colour', () => {
  it('is on for a terminal, and off for each reason to turn it off', () => {
    expect(colourWanted(tty, {}, true)).toBe(true);
    expect(colourWanted({ isTTY: false }, {}, true)).toBe(false);
    expect(colourWanted({}, {}, true)).toBe(false);
    expect(colourWanted(tty, { NO_COLOR: '1' }, true)).toBe(false);
    expect(colourWanted(tty, { NO_COLOR: '' }, true)).toBe(true);
    expect(colourWanted(tty, { TERM: 'dumb' }, true)).toBe(false);
    expect(colourWanted(tty, {}, false)).toBe(false);
  });

  it('paints red suits red only when on', () => {
    expect(paint(true).red('Q♥')).toBe('\u001b[31mQ♥\u001b[39m');
    expect(paint(false).red('Q♥')).toBe('Q♥');
  });
});
