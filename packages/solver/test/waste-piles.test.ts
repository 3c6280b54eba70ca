/**
 * Waste piles fed from the waste (`rules.tableau.takesFrom: 'waste'`) and a turned card placed before the next
 * (`rules.stock.placeBeforeTurning`) in the compact engine: Sir Tommy, played and decided with no code of its own.
 */
import { parseVariant } from '@patience/core';
import { positionFromText } from '@patience/core/snapshot';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const sirTommy = parseVariant({
  id: 'sir-tommy', name: 'Sir Tommy',
  layout: { tableau: [0, 0, 0, 0].map((cards) => ({ cards })) },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, takesFrom: 'waste' },
    foundations: { follow: 'any-suit' },
    stock: { kind: 'draw-to-waste', placeBeforeTurning: true },
  },
});

describe('waste piles in the compact engine (Sir Tommy)', () => {
  it('lists the same moves as core on play-outs', () => {
    for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(sirTommy, seed, 250)).toBeNull();
  });

  it('solves an end game that needs the waste piles, with a line core replays to a win, seeing the stock (peek)', () => {
    // Whole deals of Sir Tommy lie beyond a bounded search; this end game turns both black Kings before any Queen.
    const upTo = (suit: string): string => 'A 2 3 4 5 6 7 8 9 T J'.split(' ').map((r) => r + suit).join(' ');
    const endGame = positionFromText(sirTommy, { f1: upTo('S'), f2: upTo('H'), f3: upTo('D'), f4: upTo('C'),
      stock: 'QD KD QH KH QC QS KC KS |' });
    const result = solve(sirTommy, endGame, { peek: true, timeMs: 600_000, maxStates: 100_000 });
    expect(result.status).toBe('solved');
    const moves = result.status === 'solved' ? result.moves : [];
    expect(replaysToWin(sirTommy, endGame, moves)).toBe(true);
    expect(moves.filter((m) => m.kind === 'move' && m.from === 'waste' && m.to.startsWith('t')).length).toBeGreaterThanOrEqual(2);
  });
});
