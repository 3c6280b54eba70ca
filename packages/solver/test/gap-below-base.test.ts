/**
 * `rules.tableau.emptyAccepts: "below-base"` in the compact engine: "a gap takes only a card one rank below the
 * base, or a run headed by one" (Penguin). The rank is read off the position (the base a first card set, or a
 * fixed one), so the solver decides such games with no game-specific code.
 */
import { defineVariant, parseVariant, type Variant } from '@patience/core';
import { deal, legalMoves } from '@patience/core/engine';
import { formatMoves } from '@patience/core/notation';
import { positionFromText } from '@patience/core/snapshot';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { CompactPosition } from '../src/engine/compact-position.js';
import { codeCount, codeFrom, codeTo, compactRules } from '../src/engine/compact-rules.js';
import { solve } from '../src/index.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactPlayOuts, replaysToWin } from './support.js';

const penguin = defineVariant({
  id: 'penguin', name: 'Penguin',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 7 })), cells: Array.from({ length: 7 }, () => ({ cards: 0 })),
    baseCardsToFoundations: true },
  rules: { tableau: { build: { match: 'same-suit', wrap: true }, runLimit: 'free-spaces', emptyAccepts: 'below-base' },
    foundations: { base: 'first-card' } },
});

/** Klondike's shape with two cells, its gaps taking the rank below a fixed base (`base`), or the King from the Ace. */
function fixedBase(base: number | undefined): Variant {
  return parseVariant({
    id: 'x', name: 'X',
    layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })), cells: [{ cards: 0 }, { cards: 0 }] },
    rules: { tableau: { build: { wrap: true }, emptyAccepts: 'below-base' }, foundations: base === undefined ? {} : { base },
      stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' } },
  });
}

/** The compact engine's legal moves of a core position, in notation (core's own order and words). */
function compactMoveList(variant: Variant, piles: Readonly<Record<string, string>>): string {
  const state = positionFromText(variant, piles, { score: 0 });
  const rules = compactRules(solverLayout(variant));
  const list = new MoveList();
  legalMoveCodes(new CompactPosition(rules, state), list);
  const codes = Array.from(list.codes.subarray(0, list.size));
  const core = legalMoves(variant, state);
  // Each code read back as the core move it names, so that a difference shows as moves a person reads.
  return formatMoves(codes.map((code) => core.find((m) => m.kind === 'move' && rules.layout.indexOf.get(m.from) === codeFrom(code)
    && rules.layout.indexOf.get(m.to) === codeTo(code) && m.count === codeCount(code)) ?? { kind: 'deal' }));
}

describe('the compact engine fills a "below-base" gap as core does', () => {
  it('lets only the rank below the base (an 8 under a base of 9) into a gap, alone or heading a run, as core lists it', () => {
    const piles = { t1: '8C 7C', t2: '7D 6D', t3: 'TC 8H', f2: '9D', f3: '9H', f4: '9S' };
    const listed = compactMoveList(penguin, piles);
    expect(listed.split(' ').filter((m) => m.includes('>t4'))).toEqual(['t1>t4x2', 't3>t4']);
    expect(listed).toBe(formatMoves(legalMoves(penguin, positionFromText(penguin, piles, { score: 0 }))));
  });

  it('lets no card into a gap while a first-card base is not set', () => {
    const unset = parseVariant({ id: 'x', name: 'X', layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 0 }] },
      rules: { tableau: { build: { wrap: true }, emptyAccepts: 'below-base' }, foundations: { base: 'first-card' }, stock: { kind: 'draw-to-waste' } } });
    // Each card may start its suit's foundation; neither may go into the gap t3.
    expect(compactMoveList(unset, { t1: 'KS', t2: '8H', stock: 'AS' })).toBe('t1>f4 t2>f3 d');
  });

  it.each([['Penguin (base set by the first card dealt)', penguin], ['a fixed base of 5', fixedBase(5)], ['the Ace (the King fills)', fixedBase(undefined)]] as const)(
    '%s: same moves, positions, effects and hashes on play-outs', (_, variant) => {
      for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
    });

  it('meets gaps in those play-outs, and lists into them only the rank below the base in force', () => {
    let intoGaps = 0;
    compactPlayOuts(penguin, 8, 300, (pos, codes) => {
      const base = (pos.card(pos.rules.layout.foundationStart, 0) % 13) + 1;
      for (const code of codes) {
        const to = codeTo(code);
        if ((code & 3) !== 0 || pos.rules.kinds[to] !== 0 || pos.length[to] !== 0) continue;
        intoGaps++;
        const from = codeFrom(code);
        expect((pos.card(from, (pos.length[from] as number) - codeCount(code)) % 13) + 1).toBe(base === 1 ? 13 : base - 1);
      }
    });
    expect(intoGaps).toBeGreaterThan(0);
  });
});

describe('the solver decides Penguin with no code of its own', () => {
  it('finds a win that replays through core', () => {
    const position = deal(penguin, 1);
    // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
    const result = solve(penguin, position, { timeMs: 600_000, maxStates: 200_000 });
    expect(result.status).toBe('solved');
    expect(replaysToWin(penguin, position, result.status === 'solved' ? result.moves : [])).toBe(true);
  });
});
