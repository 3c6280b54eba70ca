/**
 * Foundations stepped by pile (`rules.foundations.stepByPile`, Calculation) in the compact engine: each foundation's
 * table comes from core's `foundationFollowFaces`, so the solver plays the rule with no reading of its own.
 */
import { parseVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { positionFromText } from '@patience/core/snapshot';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const calculation = parseVariant({
  id: 'calculation', name: 'Calculation',
  layout: { tableau: [0, 0, 0, 0].map((cards) => ({ cards })), baseCardsToFoundations: true },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, takesFrom: 'waste' },
    foundations: { follow: 'any-suit', stepByPile: true },
    stock: { kind: 'draw-to-waste', placeBeforeTurning: true },
  },
});

describe('foundations stepped by pile in the compact engine', () => {
  it('lists the same moves as core on play-outs', () => {
    for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(calculation, seed, 250)).toBeNull();
  });

  it('solves an end game whose last cards must wait on the waste piles, with a line core replays to a win (peek)', () => {
    // Foundation 1 needs the Queen then the King, foundation 2 the Jack then the King (J + 2 = K), foundation 3 the
    // Ten then the King, foundation 4 the Nine then the King: the stock turns the Kings first.
    const endGame = positionFromText(calculation, {
      f1: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS', f2: '2H 4H 6H 8H TH QH AH 3H 5H 7H 9H', f3: '3D 6D 9D QD 2D 5D 8D JD AD 4D 7D',
      f4: '4C 8C QC 3C 7C JC 2C 6C TC AC 5C', stock: 'QS JH TD 9C KS KH KD KC |',
    });
    const result = solve(calculation, endGame, { peek: true, timeMs: 600_000, maxStates: 100_000 });
    expect(result.status).toBe('solved');
    const moves = result.status === 'solved' ? result.moves : [];
    expect(replaysToWin(calculation, endGame, moves)).toBe(true);
  });
});
