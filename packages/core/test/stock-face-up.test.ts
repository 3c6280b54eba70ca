/**
 * A stock you can see (`layout.stockFaceUp`): Thoughtful games lay the stock face up, so every card of it is
 * known from the start. Its cards still leave from the top in order; only what a player sees changes.
 */
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, VariantError, type VariantConfig } from '../src/index.js';
import { applyLegalMove, deal, legalMoves } from '../src/entries/engine.js';
import { positionFromText, snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { klondike } from './fixtures/klondike.js';

const config = {
  id: 'thoughtful-klondike', name: 'Thoughtful Klondike',
  layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })), stockFaceUp: true },
  rules: { tableau: { emptyAccepts: 'king' }, stock: { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' } },
} as const satisfies VariantConfig;
const thoughtful = defineVariant(config);

describe('layout.stockFaceUp: "the stock face up, every card known"', () => {
  it('is written only when true, so that every other variant reads as before', () => {
    expect(thoughtful.layout.stockFaceUp).toBe(true);
    expect(defineVariant({ ...config, layout: { ...config.layout, stockFaceUp: false } }).layout).not.toHaveProperty('stockFaceUp');
    expect(klondike.layout).not.toHaveProperty('stockFaceUp');
  });

  it('deals the same cards as the face-down stock, with none of the stock face down, after a deal and after a redeal', () => {
    const hidden = defineVariant({ ...config, id: 'hidden', layout: { ...config.layout, stockFaceUp: false } });
    const seen = deal(thoughtful, 7);
    expect(seen.piles.map((p) => p.cards)).toEqual(deal(hidden, 7).piles.map((p) => p.cards));
    const stock = (state: typeof seen): { cards: number; faceDown: number } => {
      const pile = state.piles[11] as { cards: readonly number[]; faceDown: number };
      return { cards: pile.cards.length, faceDown: pile.faceDown };
    };
    expect(stock(seen)).toEqual({ cards: 24, faceDown: 0 });
    let state = seen;
    for (let i = 0; i < 8; i++) state = applyLegalMove(thoughtful, state, { kind: 'deal' }).state;
    expect(stock(state)).toEqual({ cards: 0, faceDown: 0 });
    state = applyLegalMove(thoughtful, state, { kind: 'redeal' }).state;
    expect(stock(state)).toEqual({ cards: 24, faceDown: 0 });
    expect(legalMoves(thoughtful, state)).toEqual(legalMoves(hidden, { ...state, piles: state.piles.map((p, i) => (i === 11 ? { ...p, faceDown: 24 } : p)) }));
  });

  it("shows the stock's cards in a player's view, and reads such a position back", () => {
    const state = deal(thoughtful, 3);
    const view = snapshot(thoughtful, state, { hideFaceDown: true });
    const stock = view.piles.find((p) => p.id === 'stock');
    expect(stock?.cards.map((c) => ('id' in c ? c.id : null))).toEqual([...(state.piles[11]?.cards ?? [])]);
    expect(stock?.cards.every((c) => c.faceUp)).toBe(true);
    expect(stateFromSnapshot(thoughtful, snapshot(thoughtful, state))).toEqual(state);
    expect(positionFromText(thoughtful, { stock: 'KS QH' }).piles[11]).toEqual({ cards: [51, 37], faceDown: 0 });
  });

  it('says so in the rules text', () => {
    const layout = describeRules(thoughtful).sections.find((s) => s.heading === 'Layout')?.rules;
    expect(layout).toContain('The remaining 24 cards form the stock, face up: every card in it is known from the start.');
  });

  it('is refused without a stock, naming the field and the fix', () => {
    const noStock = { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }], stockFaceUp: true } };
    expect(() => defineVariant(noStock)).toThrow(new VariantError('layout.stockFaceUp',
      'a stock that lies face up needs a stock: add `rules.stock: { kind: "draw-to-waste" }` or `{ kind: "deal-row" }`'));
  });
});
