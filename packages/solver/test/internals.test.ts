import type { Variant } from '@patience/core';
import { applyLegalMove, deal, legalMoves, safeFoundationMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { freecell as freecellGame } from '@patience/freecell';
import { klondike as klondikeGame } from '@patience/klondike';
import { columnsInterchangeable, keyWriter, positionKey } from '../src/position/key.js';
import { compactSafeMoveHome } from '../src/engine/compact-helpers.js';
import { CompactPosition } from '../src/engine/compact-position.js';
import { coreMoves } from '../src/engine/core-moves.js';
import { solverLayout, type SolverLayout } from '../src/rules/layout.js';
import type { SearchLimits } from '../src/search/search.js';
import { compactSearch as search } from '../src/search/compact-search.js';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { codeCount, codeFrom, codeTo, compactRules, moveCode } from '../src/engine/compact-rules.js';
import { dealByDeal, firstPassShare, firstPassStrategy } from '../src/search/solve.js';
import { compactPlayOuts, replaysToWin } from './support.js';

const freecell = freecellGame.variant();
const klondike = klondikeGame.variant();
const klondikeDraw3 = klondikeGame.variant({ draw: 3 });

const GAMES: readonly (readonly [string, Variant])[] = [
  ['Seahaven Towers', seahaven.variant()],
  ['Easthaven', easthaven.variant()],
  ['Easthaven (PySolFC rules)', easthaven.variant({ emptyColumns: 'any', dealWithEmptyColumns: 'allow', foundationTakeBack: true })],
  ['Spider', spider.variant()],
  ['Spider (one suit)', spider.variant({ suits: 1 })],
  ['Spiderette', spiderette.variant()],
  ['FreeCell', freecell],
  ['Klondike', klondike],
  ['Klondike (draw 3)', klondikeDraw3],
];

/** Positions along random play-outs of a variant: the deal and every position after it. */
function playOut(variant: Variant, seed: number, plies: number): GameState[] {
  const random = mulberry32(seed);
  const seen = [deal(variant, seed)];
  for (let i = 0; i < plies; i++) {
    const state = seen[seen.length - 1] as GameState;
    const moves = legalMoves(variant, state);
    if (moves.length === 0) break;
    seen.push(applyLegalMove(variant, state, moves[randomBelow(random, moves.length)] as (typeof moves)[number]).state);
  }
  return seen;
}

describe('safe moves home agree with core', () => {
  for (const [name, variant] of GAMES) {
    it(`${name}: every safe move the solver plays is one of core's safeFoundationMoves`, () => {
      const rules = compactRules(solverLayout(variant));
      const toMove = coreMoves(rules);
      let played = 0;
      for (let seed = 1; seed <= 6; seed++) {
        for (const state of playOut(variant, seed, 150)) {
          const code = compactSafeMoveHome(new CompactPosition(rules, state));
          if (code < 0) continue;
          played++;
          expect(safeFoundationMoves(variant, state)).toContainEqual(toMove(code));
        }
      }
      // Spider's foundations take whole runs: no card is ever moved home by hand there.
      if (variant.rules.foundations.kind === 'complete-runs') expect(played).toBe(0);
    });
  }
});

describe('the move that takes a move back', () => {
  for (const [name, variant] of GAMES) {
    it(`${name}: a card move with no effect is taken back by its reverse, when legal, to the very same position`, () => {
      let plain = 0;
      let takenBack = 0;
      const list = new MoveList();
      compactPlayOuts(variant, 3, 60, (pos, codes) => {
        const before = JSON.stringify(pos.toState());
        for (const code of codes) {
          const effects = pos.make(code);
          if ((code & 3) === 0 && effects === 0) {
            plain++;
            const back = moveCode(codeTo(code), codeFrom(code), codeCount(code));
            legalMoveCodes(pos, list);
            if (Array.from(list.codes.subarray(0, list.size)).includes(back)) {
              takenBack++;
              pos.make(back);
              expect(JSON.stringify(pos.toState())).toBe(before);
              pos.unmake();
            }
          }
          pos.unmake();
        }
      });
      expect(plain).toBeGreaterThan(0);
      // Every game here has moves that can be taken back (between columns, or a cell and a column).
      expect(takenBack).toBeGreaterThan(0);
    });
  }
});

describe('transposition keys', () => {
  it('Seahaven Towers: columns are interchangeable, so swapping two gives the same key', () => {
    const variant = seahaven.variant();
    const state = deal(variant, 1);
    const piles = state.piles.slice();
    [piles[0], piles[3]] = [piles[3] as GameState['piles'][number], piles[0] as GameState['piles'][number]];
    const layout = solverLayout(variant);
    expect(positionKey(layout, { ...state, piles })).toBe(positionKey(layout, state));
  });

  it('Spider: while the stock deals each column its own cards, swapping two columns changes the key', () => {
    const variant = spider.variant();
    const state = deal(variant, 1);
    const piles = state.piles.slice();
    [piles[4], piles[5]] = [piles[5] as GameState['piles'][number], piles[4] as GameState['piles'][number]];
    const layout = solverLayout(variant);
    expect(positionKey(layout, { ...state, piles })).not.toBe(positionKey(layout, state));
  });

  it('Spider: once the stock is empty the columns are interchangeable again', () => {
    const variant = spider.variant();
    const dealt = deal(variant, 1);
    const state = { ...dealt, piles: dealt.piles.map((pile, i) => (i === dealt.piles.length - 1 ? { cards: [], faceDown: 0 } : pile)) };
    const piles = state.piles.slice();
    [piles[4], piles[5]] = [piles[5] as GameState['piles'][number], piles[4] as GameState['piles'][number]];
    const layout = solverLayout(variant);
    expect(positionKey(layout, { ...state, piles })).toBe(positionKey(layout, state));
  });
});

/** The transposition key as the solver first wrote it, as text: the byte keys must merge exactly the same positions. */
function textKey(layout: SolverLayout, state: GameState, mergeColumns: boolean): string {
  const text = (pile: GameState['piles'][number]): string =>
    String.fromCharCode(48 + pile.faceDown) + pile.cards.map((card) => String.fromCharCode(65 + (card % 52))).join('');
  const columns = state.piles.slice(layout.tableauStart, layout.tableauEnd).map(text);
  if (mergeColumns || columnsInterchangeable(layout, state)) columns.sort();
  let key = columns.join('/');
  const cells = state.piles.slice(layout.cellStart, layout.cellEnd).filter((pile) => pile.cards.length > 0);
  key += `|${cells.map((pile) => String.fromCharCode(65 + ((pile.cards[0] as number) % 52))).sort().join('')}`;
  const stockRules = layout.variant.rules.stock;
  if (layout.stock >= 0) {
    const stock = state.piles[layout.stock] as GameState['piles'][number];
    if (stockRules.kind === 'draw-to-waste') {
      key += `|${text(stock)}|${text(state.piles[layout.waste] as GameState['piles'][number])}`;
      if (stockRules.redeals !== 'unlimited') key += `|${stockRules.redeals - state.redealsUsed}`;
    } else {
      key += `|${stock.cards.length}`;
    }
  }
  return key;
}

describe('byte keys', () => {
  for (const [name, variant] of GAMES) {
    it(`${name}: the byte keys merge exactly the positions the text keys merge`, () => {
      const layout = solverLayout(variant);
      for (const merge of [false, true]) {
        const writer = keyWriter(layout, merge);
        const byText = new Map<string, string>();
        const byBytes = new Map<string, string>();
        for (let seed = 1; seed <= 4; seed++) {
          for (const state of playOut(variant, seed, 120)) {
            const text = textKey(layout, state, merge);
            const length = writer.write(state);
            const bytes = Array.from(writer.bytes.subarray(0, length)).join(',');
            // Same text key ⇔ same byte key.
            expect(byText.get(bytes) ?? text).toBe(text);
            expect(byBytes.get(text) ?? bytes).toBe(bytes);
            byText.set(bytes, text);
            byBytes.set(text, bytes);
          }
        }
        expect(byText.size).toBe(byBytes.size);
      }
    });
  }
});

describe('proofs do not lean on the shortcuts', () => {
  const limits: SearchLimits = {
    maxStates: 1_000_000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false,
    playSafeMovesHome: false, skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
  };
  it('Seahaven Towers deal 2 and Easthaven deal 21 are unwinnable without safe moves home too', () => {
    for (const variant of [seahaven.variant(), easthaven.variant()]) {
      const seed = variant.rules.stock.kind === 'none' ? 2 : 21;
      expect(search(solverLayout(variant), deal(variant, seed), limits).end).toBe('exhausted');
    }
  });

  it('best-first reaches the same verdicts as depth-first', () => {
    const variant = seahaven.variant();
    const layout = solverLayout(variant);
    expect(search(layout, deal(variant, 2), { ...limits, playSafeMovesHome: true, strategy: 'best-first' }).end).toBe('exhausted');
    expect(search(layout, deal(variant, 5), { ...limits, playSafeMovesHome: true, strategy: 'best-first' }).end).toBe('won');
  });
});

describe('the first pass picks its strategy from the rules', () => {
  it('best-first only in a one-deck game where building is freer than moving runs among the deck\'s own cards', () => {
    const strategy = (variant: Variant): string => firstPassStrategy(solverLayout(variant));
    expect(strategy(spiderette.variant())).toBe('best-first');
    // Two decks: depth-first.
    expect(strategy(spider.variant())).toBe('depth-first');
    expect(strategy(spider.variant({ suits: 2 }))).toBe('depth-first');
    // One suit: building on any suit is building in suit, so the two rules agree.
    expect(strategy(spiderette.variant({ suits: 1 }))).toBe('depth-first');
    for (const variant of [seahaven.variant(), easthaven.variant(), freecell, klondike, klondikeDraw3]) {
      expect(strategy(variant)).toBe('depth-first');
    }
  });

  it('goes deal by deal always with copies of each card, every other attempt with one, where a deal-row stock deals and building is freer than moving runs', () => {
    const plan = (variant: Variant): string => dealByDeal(solverLayout(variant));
    expect(plan(spider.variant())).toBe('always');
    expect(plan(spider.variant({ suits: 2 }))).toBe('always');
    expect(plan(spiderette.variant())).toBe('every-other');
    // Two suits from one deck: two copies of each card.
    expect(plan(spiderette.variant({ suits: 2 }))).toBe('always');
    // One suit: any-suit building is same-suit building. No deal-row stock: no deals to step by.
    for (const variant of [spider.variant({ suits: 1 }), spiderette.variant({ suits: 1 }), seahaven.variant(), easthaven.variant(), freecell, klondike, klondikeDraw3]) {
      expect(plan(variant)).toBe('never');
    }
  });

  it('restarts the first pass, and gives it four fifths of the limits, where building is freer than moving runs among the deck\'s cards', () => {
    const freer = (variant: Variant): boolean => solverLayout(variant).buildingFreerThanRuns;
    const share = (variant: Variant): number => firstPassShare(solverLayout(variant));
    for (const variant of [spiderette.variant(), spider.variant(), spider.variant({ suits: 2 })]) {
      expect(freer(variant)).toBe(true);
      expect(share(variant)).toBe(0.8);
    }
    // One suit: any-suit building is same-suit building, though the rules read like Spider's.
    for (const variant of [spider.variant({ suits: 1 }), spiderette.variant({ suits: 1 }), seahaven.variant(), easthaven.variant(), freecell, klondike, klondikeDraw3]) {
      expect(freer(variant)).toBe(false);
      expect(share(variant)).toBe(0.25);
    }
  });

  it('a best-first search drops each position it has expanded, and its wins still replay', () => {
    const variant = spiderette.variant();
    const start = deal(variant, 6);
    const layout = solverLayout(variant);
    const outcome = search(layout, start, {
      maxStates: 200_000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false,
      playSafeMovesHome: true, skipLateralMoves: true, mergeColumnsEarly: true, strategy: 'best-first',
    });
    expect(outcome.end).toBe('won');
    expect(replaysToWin(variant, start, outcome.moves)).toBe(true);
  });
});
