/**
 * Microsoft's numbered deals, as FreeCell and Baker's Game offer them: the games declare the dealer, and a
 * game dealt by number 617 lays out the published deal column by column.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { deal } from '@patience/core/engine';
import { bakersGame as bakers, eightOff as eight, freecell as free } from '../src/index.js';
import { bakersGame, freecell, layout } from './support.js';

describe("Microsoft's FreeCell numbers", () => {
  it('FreeCell and Baker\'s Game offer our dealer first and Microsoft\'s; Eight Off, dealt otherwise, only ours', () => {
    expect(free.dealers).toEqual(['patience', 'microsoft']);
    expect(bakers.dealers).toEqual(['patience', 'microsoft']);
    expect(eight.dealers).toEqual(['patience']);
  });

  it('FreeCell deal 617 by Microsoft\'s number is the published layout (rows of eight read down the columns)', () => {
    expect(layout(freecell, new Game(freecell, { seed: 617, dealer: 'microsoft' }).state).slice(0, 8)).toEqual([
      't1: 7D TD TH KD 4C 4S JD',
      't2: AD 7S QC 5H QS TS KS',
      't3: 5C QD 3H 9S 9C 2H KC',
      't4: 3S AC 9D 3C 9H 5D 4H',
      't5: 5S 6D 6S 8S 7C JC',
      't6: 8C 8H 8D 7H 6H 6C',
      't7: 2D AS 3D 4D 2C JH',
      't8: AH KH TC JS 2S QH',
    ]);
  });

  it("Baker's Game deals Microsoft's numbers exactly as FreeCell does", () => {
    for (const seed of [1, 24, 617, 11982]) expect(deal(bakersGame, seed, 'microsoft')).toEqual(deal(freecell, seed, 'microsoft'));
  });
});
