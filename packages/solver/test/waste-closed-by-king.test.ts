/**
 * `rules.stock.waste.closedByKing` in the compact engine: "a King on the waste takes no card until the stock
 * covers it" (Dead King Golf). The compact engine reads core's `wasteFaces`, the rule's one reading, so the solver
 * plays and decides the game with no code of its own.
 */
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { solve } from '../src/index.js';
import { solverLayout } from '../src/rules/layout.js';
import { replaysToWin } from './support.js';

const deadKing = parseVariant({
  id: 'dead-king-golf', name: 'Dead King Golf',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 5 })), wasteCards: 1 },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
    foundations: { kind: 'none' },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit', closedByKing: true } },
    win: { kind: 'tableau-cleared' },
  },
});

describe('rules.stock.waste.closedByKing in the compact engine', () => {
  it('takes no card onto a King on the waste: a Queen of spades may not go on the King of diamonds', () => {
    const builds = compactRules(solverLayout(deadKing)).wasteBuilds;
    // Faces: suit * 13 + rank - 1, clubs, diamonds, hearts, spades.
    expect(builds?.[(3 * 13 + 11) * 52 + (1 * 13 + 12)]).toBe(0);
    expect(builds?.[(3 * 13 + 11) * 52 + (1 * 13 + 10)]).toBe(1);
  });

  it('lists the same moves as core on play-outs', () => {
    for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(deadKing, seed, 250)).toBeNull();
  });

  it('solves deal 3 with a line core replays to a win, and proves deal 1 lost, seeing the stock (peek)', () => {
    const position = deal(deadKing, 3);
    // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
    const result = solve(deadKing, position, { peek: true, timeMs: 600_000, maxStates: 100_000 });
    expect(result.status).toBe('solved');
    expect(replaysToWin(deadKing, position, result.status === 'solved' ? result.moves : [])).toBe(true);
    expect(solve(deadKing, deal(deadKing, 1), { peek: true, timeMs: 600_000, maxStates: 100_000 }).status).toBe('unwinnable');
  });
});
