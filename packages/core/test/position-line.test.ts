/**
 * The position line: a whole position as one line of URL-safe text, read back exactly; bad lines refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, PatienceError } from '../src/index.js';
import { deal } from '../src/entries/engine.js';
import { MAX_POSITION_LINE, positionFromLine, positionToLine } from '../src/entries/notation.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { caught } from './support/engine-helpers.js';

describe('positionToLine and positionFromLine', () => {
  it('writes a Klondike deal as counters and piles, bottom to top, face-down cards before the "-"', () => {
    const line = positionToLine(klondike, deal(klondike, 1));
    expect(line).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(line.split('_')).toHaveLength(1 + 7 + 4 + 2);
    expect(positionFromLine(klondike, line)).toEqual(deal(klondike, 1));
    expect(line).toBe(positionToLine(klondike, positionFromLine(klondike, line)));
  });

  it('keeps copies, counters and every pile kind through a game in progress', () => {
    for (const variant of [klondike, freecell, spiderLike]) {
      const game = new Game(variant, { seed: 9 });
      for (let i = 0; i < 40; i++) {
        const [move] = game.moves();
        if (!move) break;
        game.move(move);
        const line = game.positionLine();
        expect(positionFromLine(variant, line)).toEqual(game.state);
        expect(new Game(variant, { position: line }).state).toEqual(game.state);
      }
    }
    const copies = positionToLine(spiderLike, deal(spiderLike, 3));
    expect(copies).toMatch(/[A-Za-z][1-9]/);
  });

  it('refuses bad lines with invalid-notation, saying what was wrong', () => {
    const good = positionToLine(klondike, deal(klondike, 1));
    const [counters, ...piles] = good.split('_');
    const cases: [unknown, string][] = [
      [42, 'This is not a position line: expected text, got 42.'],
      ['', 'This is not a position line: it starts with "", where the counters go: moves made, redeals used and score, as in "12.0.0".'],
      [`x${good}`, `This is not a position line: it starts with "x${counters as string}", where the counters go: moves made, redeals used and score, as in "12.0.0".`],
      [`${counters as string}_${piles.slice(1).join('_')}`, 'This is not a position line: Klondike has 13 piles; the line has 12.'],
      [`${counters as string}_${(piles[0] as string)}!_${piles.slice(1).join('_')}`, `This is not a position line: pile 1 (t1) "${piles[0] as string}!" holds a character other than card letters, copy numbers and one "-".`],
      [`${counters as string}_${(piles[0] as string)}A1_${piles.slice(1).join('_')}`, 'This is not a position line: The position is not valid: piles[0].cards[1].id: card 52 is not in this variant\'s deck.'],
      [`${counters as string}_A40_${piles.slice(1).join('_')}`, 'This is not a position line: pile 1 (t1) has "A40": a copy number is a whole number from 1 to 31, written without leading zeros.'],
      ['x'.repeat(MAX_POSITION_LINE + 1), `This is not a position line: it is ${MAX_POSITION_LINE + 1} characters long; a line holds at most ${MAX_POSITION_LINE}.`],
    ];
    for (const [line, message] of cases) {
      expect(caught(() => positionFromLine(klondike, line as string))).toMatchObject({ code: 'invalid-notation', message });
    }
    expect(caught(() => new Game(klondike, { position: 'nonsense' }))).toMatchObject({ code: 'invalid-notation' });
  });

  it('fuzzed: any text is read back as a position that round-trips, or refused with invalid-notation', () => {
    const good = positionToLine(klondike, deal(klondike, 1));
    const mutated = fc.tuple(fc.nat({ max: good.length }), fc.nat({ max: 4 }), fc.string({ unit: fc.constantFrom(...'AaZz019._-!%'.split('')), maxLength: 4 }))
      .map(([at, cut, insert]) => good.slice(0, at) + insert + good.slice(at + cut));
    fc.assert(fc.property(fc.oneof(mutated, fc.string({ maxLength: 80 })), (line) => {
      let state;
      try {
        state = positionFromLine(klondike, line);
      } catch (error) {
        expect(error).toBeInstanceOf(PatienceError);
        expect((error as PatienceError).code).toBe('invalid-notation');
        expect((error as PatienceError).message).toMatch(/^This is not a position line: .+\.$/);
        return;
      }
      expect(positionFromLine(klondike, positionToLine(klondike, state))).toEqual(state);
    }), { numRuns: 2000 });
  });
});
