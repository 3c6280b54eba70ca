/**
 * Golden deals of every preset: a fixed seed gives exactly this layout on every machine, and the options
 * never change the deal (only the stock's turning and the score).
 */
import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { klondike as game } from '../src/index.js';
import { klondike, layout } from './support.js';

describe('Klondike golden deals under every preset', () => {
  it('deal 7: seven columns of one to seven cards, the top one face up, and 24 cards in the stock', () => {
    expect(layout(klondike, deal(klondike, 7))).toEqual(DEAL_7);
    const cards = DEAL_7.flatMap((line) => line.split(' ').slice(1)).filter((c) => c !== '|');
    expect(new Set(cards).size).toBe(52);
    // Face-down cards, before the bar: none in column 1, then one to six.
    expect(DEAL_7.slice(1, 7).map((line) => (line.split(' | ')[0] ?? '').split(' ').length - 1)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('every preset deals the same layout', () => {
    for (const preset of game.presets) {
      const variant = game.variant(preset.options);
      expect(layout(variant, deal(variant, 7))).toEqual(DEAL_7);
    }
  });
});

const DEAL_7: readonly string[] = [
  't1: QD',
  't2: 6H | AD',
  't3: JC QS | 2S',
  't4: KS 3S 9C | 5D',
  't5: TD TH 9S 3H | TS',
  't6: 2D JH 5H 5S 4D | 6D',
  't7: QH 7S 3D 8S 5C QC | AC',
  'f1:',
  'f2:',
  'f3:',
  'f4:',
  'stock: 4S 6S 6C 8D 3C 2H TC 7C 4C 9D 8C JS AH KD KH 2C 7H 8H 4H AS 7D 9H JD KC |',
  'waste:',
];
