/**
 * Gaps filled at once from the stock or the waste (`rules.effects.fillGapsFrom`): Corona and Courtyard fill from
 * the waste, or the stock when the waste is empty; Blockade from the stock while it has cards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, VariantError, type Move, type VariantConfig } from '../src/index.js';
import { applyLegalMove, deal, legalMoves, pileIds, type GameState, type PileId } from '../src/entries/engine.js';

const tableau = [{ cards: 1 }, { cards: 1 }];
const config = (fillGapsFrom: 'stock' | 'waste' | 'waste-or-stock'): VariantConfig => ({
  id: `fill-${fillGapsFrom}`, name: 'Fill', layout: { tableau },
  rules: { tableau: { build: { match: 'same-suit' } }, stock: { kind: 'draw-to-waste' }, effects: { fillGapsFrom } },
});
const pile = (cards: number[], faceDown = 0): { cards: number[]; faceDown: number } => ({ cards, faceDown });
// t1, t2, f1..f4, stock, waste
const position = (stock: number[], waste: number[]): GameState => ({
  piles: [pile([10]), pile([20]), pile([]), pile([]), pile([]), pile([]), pile(stock, stock.length), pile(waste)],
  redealsUsed: 0, score: 0, movesMade: 0,
});
const t1ToT2 = { kind: 'move', from: 't1', to: 't2', count: 1 } as const;

describe('rules.effects.fillGapsFrom', () => {
  it('is written only when gaps are filled, so that every other variant reads as before', () => {
    expect(defineVariant(config('stock')).rules.effects).toEqual({ turnUpExposed: true, liftCompletedRuns: false, fillGapsFrom: 'stock' });
    expect(defineVariant({ ...config('stock'), rules: { stock: { kind: 'draw-to-waste' }, effects: { fillGapsFrom: 'none' } } as never })
      .rules.effects).toEqual({ turnUpExposed: true, liftCompletedRuns: false });
  });

  it('"waste-or-stock" fills from the waste first, then from the stock, each fill part of the move', () => {
    const v = defineVariant(config('waste-or-stock'));
    const first = applyLegalMove(v, position([30, 31], [40]), t1ToT2);
    expect(first.state.piles.slice(0, 2)).toEqual([pile([40]), pile([20, 10])]);
    expect(first.effects).toEqual([{ kind: 'filled', from: 'waste', to: 't1', cards: [40] }]);
    const second = applyLegalMove(v, first.state, t1ToT2);
    expect(second.state.piles.map((p) => p.cards)).toEqual([[31], [20, 10, 40], [], [], [], [], [30], []]);
    expect(second.state.piles[6]).toEqual(pile([30], 1));
    expect(second.effects).toEqual([{ kind: 'filled', from: 'stock', to: 't1', cards: [31] }]);
  });

  it('"stock" fills from the stock only, and leaves the gap to the player once the stock is empty', () => {
    const v = defineVariant(config('stock'));
    expect(applyLegalMove(v, position([30], [40]), t1ToT2).effects).toEqual([{ kind: 'filled', from: 'stock', to: 't1', cards: [30] }]);
    const none = applyLegalMove(v, position([], [40]), t1ToT2);
    expect([none.state.piles[0], none.effects]).toEqual([pile([]), []]);
  });

  it('"waste" fills a gap left open with the card a deal turns onto the waste', () => {
    const v = defineVariant(config('waste'));
    const open = applyLegalMove(v, position([30], []), t1ToT2);
    expect([open.state.piles[0], open.effects]).toEqual([pile([]), []]);
    const dealt = applyLegalMove(v, open.state, { kind: 'deal' });
    expect(dealt.state.piles.map((p) => p.cards)).toEqual([[30], [20, 10], [], [], [], [], [], []]);
    expect(dealt.effects).toEqual([{ kind: 'filled', from: 'waste', to: 't1', cards: [30] }]);
  });

  it('says where the card comes from in the rules text', () => {
    expect(describeRules(defineVariant(config('waste-or-stock'))).sections.find((s) => s.heading === 'Tableau')?.rules).toContain(
      'An empty column is filled at once with the top card of the waste, or of the stock when the waste is empty. Once both are empty, '
        + 'any card or movable run may fill an empty column.');
  });

  it.each([
    ['no stock', { layout: { tableau: [{ cards: 52 }] }, rules: { effects: { fillGapsFrom: 'stock' } } },
      'rules.effects.fillGapsFrom: needs a stock to fill from: add `rules.stock: { kind: "deal-row" }` or `{ kind: "draw-to-waste" }`'],
    ['no waste', { layout: { tableau }, rules: { stock: { kind: 'deal-row' }, effects: { fillGapsFrom: 'waste' } } },
      'rules.effects.fillGapsFrom: "waste" needs a waste to fill from, and this stock deals rows: set `rules.stock.kind: "draw-to-waste"`, '
        + 'or fill from "stock"'],
    ['a column dealt empty', { layout: { tableau: [{ cards: 0 }, { cards: 1 }] }, rules: { stock: { kind: 'deal-row' }, effects: { fillGapsFrom: 'stock' } } },
      'rules.effects.fillGapsFrom: column 1 is dealt no cards, and a gap is filled only after a move: deal it a card'],
    ['a typo', { layout: { tableau }, rules: { stock: { kind: 'deal-row' }, effects: { fillGapsFrom: 'stok' } } },
      'rules.effects.fillGapsFrom'],
  ] as const)('refuses %s by name', (_, given, message) => {
    const attempt = (): unknown => defineVariant({ id: 'x', name: 'X', ...given } as never);
    expect(attempt).toThrow(VariantError);
    expect(attempt).toThrow(message);
  });
});

describe('the claim "An empty column is filled at once", played out', () => {
  const sources = ['stock', 'waste', 'waste-or-stock'] as const;
  const variants = sources.map((fillGapsFrom) => defineVariant({
    id: `fill-play-${fillGapsFrom}`, name: 'Fill', deck: { decks: 2 },
    layout: { tableau: Array.from({ length: 12 }, () => ({ cards: 1 })) },
    rules: { tableau: { build: { match: 'same-suit' } }, stock: { kind: 'draw-to-waste' }, effects: { fillGapsFrom } },
  }));
  const has = (state: GameState, id: PileId, v: ReturnType<typeof defineVariant>): boolean =>
    (state.piles[pileIds(v).indexOf(id)]?.cards.length ?? 0) > 0;

  it('after every move and deal, no column is empty while its source has a card, and each fill is reported', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(), { maxLength: 120 }),
      (which, seed, picks) => {
        const v = variants[which] as ReturnType<typeof defineVariant>;
        const source = sources[which] as (typeof sources)[number];
        let state = deal(v, seed);
        for (const pick of picks) {
          const moves = legalMoves(v, state);
          if (moves.length === 0) break;
          const outcome = applyLegalMove(v, state, moves[pick % moves.length] as Move);
          const gaps = outcome.state.piles.slice(0, 12).filter((p) => p.cards.length === 0).length;
          const canFill = (source !== 'stock' && has(outcome.state, 'waste', v)) || (source !== 'waste' && has(outcome.state, 'stock', v));
          if (canFill) expect(gaps).toBe(0);
          for (const effect of outcome.effects) {
            if (effect.kind === 'filled') expect(source === 'waste-or-stock' || effect.from === source).toBe(true);
          }
          state = outcome.state;
        }
      }), { numRuns: 150, seed: 47 });
  });
});
