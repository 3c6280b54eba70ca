/**
 * Seahaven Towers' test fixtures, and the shared table helpers (`@patience/test-support/table`): hand-built
 * positions, exact layouts, exact move lists in notation, and refusals as `code: message`.
 */
import type { Variant } from '@patience/core';
import { seahaven } from '../src/index.js';

export { caught, DEAL, layout, moveList, movesFrom, movesTo, mv, position, refusal } from '@patience/test-support/table';

/** The default rules: a run move carries at most empty towers + 1 cards. */
export const standard: Variant = seahaven.variant();
/** The 002 seed's sentence: that limit doubled for each empty column that is not the destination. */
export const doubling: Variant = seahaven.variant({ runLimit: 'doubling-per-empty-pile' });
/** Any same-suit run moves as a unit. */
export const relaxed: Variant = seahaven.variant({ runLimit: 'unlimited' });

/**
 * Columns 2 to 10 filled with cards that can go nowhere: no two of them build on each other, none is an Ace
 * or a King. With every tower full too, a position built on these lists only the moves the test is about.
 */
export const STILL: Readonly<Record<string, string>> = {
  t2: '2C', t3: '5D', t4: '9C', t5: 'JH', t6: '4H', t7: 'QC', t8: '2H', t9: '6C', t10: '3D',
};

/** Four towers, full with cards that can go nowhere among {@link STILL}. */
export const TOWERS_FULL: Readonly<Record<string, string>> = { c1: '3C', c2: '6D', c3: 'TS', c4: '5S' };

/** Deal 1 of Seahaven Towers under every option, as recorded: the golden deal the seed tests also use. */
export const DEAL_1_LAYOUT: readonly string[] = [
  't1: 9C QD 7D 8S 7H',
  't2: AC 6H AH QC 7C',
  't3: TC AD 8D TS JS',
  't4: 4C 6C 3H 8C 4D',
  't5: 8H 9H 9S 3S 2S',
  't6: TD JD 2D 5H KC',
  't7: 2C TH 6D 9D AS',
  't8: 5S 6S KD 3C 2H',
  't9: KS KH QS 4H JH',
  't10: 5C JC 5D 4S QH',
  'f1:',
  'f2:',
  'f3:',
  'f4:',
  'c1:',
  'c2: 7S',
  'c3: 3D',
  'c4:',
];
