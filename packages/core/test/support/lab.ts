/**
 * Small test variants ("labs") that switch one word of the rule vocabulary at a time. Each deals the whole
 * deck into its tableau, so that it needs no stock unless the rules name one; tests then set up their own
 * positions by hand.
 */
import { defineVariant, type Variant, type VariantConfig } from '../../src/index.js';
import { SUITS } from '../../src/entries/cards.js';

export type LabRules = NonNullable<VariantConfig['rules']>;

export interface LabShape {
  /** How many tableau piles (4 unless given). */
  readonly piles?: number;
  /** How many cells (none unless given). */
  readonly cells?: number;
  /** How many four-suit decks (1 unless given). */
  readonly decks?: number;
}

export function lab(rules: LabRules = {}, shape: LabShape = {}): Variant {
  const piles = shape.piles ?? 4;
  const decks = shape.decks ?? 1;
  const total = 52 * decks;
  const tableau = Array.from({ length: piles }, (_, i) => ({
    cards: Math.floor(total / piles) + (i < total % piles ? 1 : 0),
    faceDown: 0,
  }));
  return defineVariant({
    id: 'lab',
    name: 'Lab',
    deck: { decks, suits: SUITS },
    layout: { tableau, cells: Array.from({ length: shape.cells ?? 0 }, () => ({ cards: 0, faceDown: 0 })) },
    rules,
  });
}
