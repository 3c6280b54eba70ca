/**
 * Hostile input (issue 17): each class of input that crashed, hung, leaked hidden cards or misread a save,
 * refused with the library's typed error (or, where it is legal, working). The reliability suite's fuzzers
 * generate each class too (packages/reliability); these are the exact cases.
 */
import { describe, expect, it } from 'vitest';
import {
  deal, Game, legalMoves, PatienceError, VariantError, type Variant,
} from '../src/index.js';
import { klondike } from './fixtures/klondike.js';
import { caught } from './support/engine-helpers.js';

/** A refusal as `code: message`. */
function refusal(fn: () => unknown): string {
  const error = caught(fn);
  if (!(error instanceof PatienceError)) throw new Error(`expected a PatienceError, got ${String(error)}`);
  return `${error.code}: ${error.message}`;
}

/** A plain, unfrozen copy of a variant, as a caller builds one by hand or reads one from JSON. */
function handMade(variant: Variant): Record<string, unknown> {
  return JSON.parse(JSON.stringify(variant)) as Record<string, unknown>;
}

describe('a checked variant is the frozen copy the engine reads (items 2 and 4)', () => {
  it('ignores a change to a hand-made variant after its first use', () => {
    const raw = handMade(klondike);
    const first = deal(raw as unknown as Variant, 3);
    raw.deck = { decks: 1e9, suits: ['spades'] };
    expect(deal(raw as unknown as Variant, 3)).toEqual(first);
    const game = new Game(raw as unknown as Variant, { seed: 3 });
    expect(game.variant.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
    expect(Object.isFrozen(game.variant.deck)).toBe(true);
  });

  it('fills the defaults of a hand-made variant missing fields, instead of failing deep in the engine', () => {
    const raw = handMade(klondike) as { deck?: unknown; layout: { cells?: unknown }; rules: Record<string, Record<string, unknown>> };
    delete raw.deck;
    delete raw.layout.cells;
    delete raw.rules.effects;
    delete raw.rules.foundations;
    delete (raw.rules.tableau as { pickUp?: unknown }).pickUp;
    delete (raw.rules.stock as { draw?: unknown }).draw;
    const variant = raw as unknown as Variant;
    const game = new Game(variant, { seed: 5 });
    expect(game.state).toEqual(new Game(klondike, { seed: 5 }).state);
    expect(legalMoves(variant, game.state)).toEqual(legalMoves(klondike, game.state));
    game.deal();
    // Draw one, as the default says, not the whole stock.
    expect(game.pile('waste').cards).toHaveLength(1);
  });

  it('still refuses a hand-made variant by field', () => {
    const raw = handMade(klondike);
    raw.deck = { decks: 1e9, suits: ['spades'] };
    expect(refusal(() => deal(raw as unknown as Variant, 1))).toBe('invalid-variant: deck.decks: 1000000000 is outside 1 to 8');
    expect(caught(() => new Game(raw as unknown as Variant, { seed: 1 }))).toBeInstanceOf(VariantError);
  });
});
