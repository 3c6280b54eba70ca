import { describe, expect, it } from 'vitest';
import { Game, parseVariant, type PileId } from '@patience/core';
import { klondike } from '@patience/klondike';
import { spider } from '@patience/spider';
import { cardOffset, layoutBoard } from '../src/layout.js';
import type { BoardPosition } from '../src/types.js';
import { must } from './helpers.js';

const AUTO = { orientation: 'auto', maxCardWidth: 120 } as const;

/** Where the last card of a pile ends, in pixels from the board's top. */
function bottomOf(layout: ReturnType<typeof layoutBoard>, position: BoardPosition, id: PileId): number {
  const box = must(layout.piles.get(id));
  const faceUps = must(position.piles.find((p) => p.id === id)).cards.map((c) => c.faceUp);
  return box.y + cardOffset(box, faceUps, faceUps.length - 1).y + layout.cardHeight;
}

describe('the card size and the fans for an element size', () => {
  it('Spider on a 390x844 phone in portrait: cards as wide as ten columns allow, fans opened to half a card', () => {
    const variant = spider.variant();
    const position = new Game(variant, { seed: 1 }).snapshot();
    const layout = layoutBoard(variant, position, 390, 844, AUTO);
    // Ten columns and eleven gaps, narrowed on a phone to 0.06 of a card: 390 / 10.66 (at a tenth, 390 / 11.1 = 35.135).
    expect(layout.cardWidth).toBeCloseTo(36.585, 3);
    expect(layout.cardHeight).toBeCloseTo(51.220, 3);
    const t1 = must(layout.piles.get('t1'));
    expect(t1.faceUpStep).toBeCloseTo(layout.cardHeight * 0.5, 6);
    expect(t1.faceDownStep).toBeCloseTo(layout.cardHeight * 0.34 / 3, 6);
    // A whole King-to-Ace run on five face-down cards still fits, without compressing.
    const long: BoardPosition = {
      ...position,
      piles: position.piles.map((p) => (p.id !== 't1' ? p : {
        ...p,
        cards: [
          ...Array.from({ length: 5 }, () => ({ faceUp: false as const })),
          ...Array.from({ length: 13 }, (_, i) => ({ id: 200 + i, rank: (13 - i) as 13, suit: 'spades' as const, faceUp: true as const })),
        ],
      })),
    };
    const opened = layoutBoard(variant, long, 390, 844, AUTO);
    expect(must(opened.piles.get('t1')).faceUpStep).toBeCloseTo(opened.cardHeight * 0.5, 6);
    expect(bottomOf(opened, long, 't1')).toBeLessThan(844);
    // The other columns keep their step: a long column never re-spaces the rest.
    expect(must(opened.piles.get('t2')).faceUpStep).toBe(must(layout.piles.get('t2')).faceUpStep);
  });

  it('a column too long for the element compresses, alone, to end at the board\'s foot', () => {
    const variant = spider.variant();
    const position = new Game(variant, { seed: 1 }).snapshot();
    const long: BoardPosition = {
      ...position,
      piles: position.piles.map((p) => (p.id !== 't3' ? p : {
        ...p,
        cards: Array.from({ length: 60 }, (_, i) => ({ id: 300 + i, rank: 1 as const, suit: 'hearts' as const, faceUp: true as const })),
      })),
    };
    const layout = layoutBoard(variant, long, 390, 844, AUTO);
    const margin = layout.cardWidth * 0.06;
    expect(bottomOf(layout, long, 't3')).toBeCloseTo(844 - margin, 6);
    expect(must(layout.piles.get('t3')).faceUpStep).toBeLessThan(layout.cardHeight * 0.34);
    expect(must(layout.piles.get('t4')).faceUpStep).toBeCloseTo(layout.cardHeight * 0.5, 6);
  });

  it('Klondike on a 390x844 phone: columns 0.06 of a card apart, so cards 4.3% wider than at a tenth', () => {
    const variant = klondike.variant();
    const position = new Game(variant, { seed: 1 }).snapshot();
    const layout = layoutBoard(variant, position, 390, 844, AUTO);
    // Seven columns and eight gaps of 0.06 of a card: 390 / 7.48 (at a tenth, 390 / 7.8 = 50).
    expect(layout.cardWidth).toBeCloseTo(52.139, 3);
    const [t1, t2] = [must(layout.piles.get('t1')), must(layout.piles.get('t2'))];
    expect(t2.x - t1.x).toBeCloseTo(layout.cardWidth * 1.06, 6);
    expect(t1.x).toBeCloseTo(layout.cardWidth * 0.06, 6);
    // The same element on its side, or a tablet's wider one, keeps the gap of a tenth.
    expect(layoutBoard(variant, position, 844, 390, AUTO).cardWidth).toBeCloseTo(390 / (1.4 * 3 * 1.1 + 0.1), 3);
    const tablet = layoutBoard(variant, position, 768, 1024, AUTO);
    expect(tablet.cardWidth).toBeCloseTo(768 / 7.8, 3);
    expect(must(tablet.piles.get('t2')).x - must(tablet.piles.get('t1')).x).toBeCloseTo(tablet.cardWidth * 1.1, 6);
  });

  it('Klondike on a 1366x850 desktop: the widest card (120), fans at a third of a card, as before', () => {
    const variant = klondike.variant();
    const position = new Game(variant, { seed: 1 }).snapshot();
    const layout = layoutBoard(variant, position, 1366, 850, AUTO);
    expect(layout.cardWidth).toBe(120);
    expect(layout.cardHeight).toBeCloseTo(168, 6);
    expect(must(layout.piles.get('t7')).faceUpStep).toBeCloseTo(168 * 0.34, 6);
    expect(must(layout.piles.get('t7')).faceDownStep).toBeCloseTo(168 * 0.34 / 3, 6);
  });
});

describe('the redeal button\'s place in a game whose tableau is dealt again', () => {
  /** La Belle Lucie: seventeen fans of three and one of one, no stock; with or without its redeal. */
  const fans = (redeal: boolean) => parseVariant({
    id: 'fans', name: 'Fans', layout: { tableau: Array.from({ length: 18 }, (_, i) => ({ cards: i === 17 ? 1 : 3 })) },
    rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', ...(redeal ? { redeal: {} } : {}) }, stock: { kind: 'none' } },
  });

  it.each([[1366, 850], [390, 844]])('at %ix%i it takes the stock\'s place, first of the side places, and the foundations move along one', (width, height) => {
    const place = (layout: ReturnType<typeof layoutBoard>, id: PileId) => { const box = must(layout.piles.get(id)); return { x: box.x, y: box.y }; };
    const withRedeal = layoutBoard(fans(true), new Game(fans(true), { seed: 1 }).snapshot(), width, height, AUTO);
    const without = layoutBoard(fans(false), new Game(fans(false), { seed: 1 }).snapshot(), width, height, AUTO);
    expect(without.redealSlot).toBeNull();
    expect(withRedeal.cardWidth).toBe(without.cardWidth);
    expect(withRedeal.redealSlot).toEqual(place(without, 'f1'));
    expect(['f1', 'f2', 'f3'].map((id) => place(withRedeal, id as PileId))).toEqual(['f2', 'f3', 'f4'].map((id) => place(without, id as PileId)));
    // No pile's box starts where the button is.
    expect([...withRedeal.piles.values()].filter((box) => box.x === withRedeal.redealSlot?.x && box.y === withRedeal.redealSlot.y)).toEqual([]);
  });

  it('Klondike, whose redeal turns the waste over, keeps no place for a button', () => {
    const variant = klondike.variant();
    expect(layoutBoard(variant, new Game(variant, { seed: 1 }).snapshot(), 1366, 850, AUTO).redealSlot).toBeNull();
  });
});
