/**
 * A tableau too wide for one row of legible cards wraps into rows: House in the Wood's thirty-five fans and La
 * Belle Lucie's eighteen on a phone. Any board whose cards are wide enough in one row keeps it, exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { Game, parseVariant } from '@patience/core';
import { layoutBoard } from '../src/layout.js';
import { must } from './helpers.js';

const AUTO = { orientation: 'auto', maxCardWidth: 120 } as const;

const house = parseVariant({
  id: 'house-in-the-wood', name: 'House in the Wood', deck: { decks: 2 },
  layout: { tableau: [...Array.from({ length: 34 }, () => ({ cards: 3 })), { cards: 2 }] },
  rules: { tableau: { build: { direction: 'up-or-down', match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
});

const lucie = parseVariant({
  id: 'la-belle-lucie', name: 'La Belle Lucie',
  layout: { tableau: [...Array.from({ length: 17 }, () => ({ cards: 3 })), { cards: 1 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal: {} } },
});

describe('a tableau wrapped into rows', () => {
  it('House in the Wood on a 390x844 phone: four rows of nine fans, cards as wide as nine columns allow', () => {
    const position = new Game(house, { seed: 1 }).snapshot();
    const layout = layoutBoard(house, position, 390, 844, AUTO);
    // Nine columns and ten gaps at 0.06 of a card: 390 / 9.6 (one row of 35 would give cards 10.5 pixels wide).
    expect(layout.cardWidth).toBeCloseTo(40.625, 3);
    const [t1, t9, t10, t35] = (['t1', 't9', 't10', 't35'] as const).map((id) => must(layout.piles.get(id)));
    expect(t10?.x).toBeCloseTo(t1?.x ?? 0, 6);
    expect(t9?.y).toBeCloseTo(t1?.y ?? 0, 6);
    expect(t10?.y).toBeGreaterThan((t1?.y ?? 0) + layout.cardHeight);
    // The last row holds the last eight fans, the 35th in the eighth column.
    expect(t35?.x).toBeCloseTo((t1?.x ?? 0) + 7 * layout.cardWidth * 1.06, 6);
    expect(t35?.y).toBeCloseTo((t1?.y ?? 0) + 3 * ((t10?.y ?? 0) - (t1?.y ?? 0)), 6);
    // Each row's fans end above the next row's cards.
    expect((t1?.y ?? 0) + (t1?.height ?? 0)).toBeLessThan(t10?.y ?? 0);
  });

  it('La Belle Lucie on a phone: three rows of six fans, where one row would make its cards 20 pixels wide', () => {
    const phone = layoutBoard(lucie, new Game(lucie, { seed: 1 }).snapshot(), 390, 844, AUTO);
    // Of the row counts that fit, three rows of six make the cards widest (the height bounds them, not the width).
    expect(phone.cardWidth).toBeCloseTo(54.452, 3);
    const [t1, t6, t7, t13, t18] = (['t1', 't6', 't7', 't13', 't18'] as const).map((id) => must(phone.piles.get(id)));
    expect(t6?.y).toBe(t1?.y);
    expect(t7?.x).toBeCloseTo(t1?.x ?? 0, 6);
    expect(t7?.y).toBeGreaterThan((t1?.y ?? 0) + phone.cardHeight);
    expect(t13?.x).toBeCloseTo(t1?.x ?? 0, 6);
    expect(t18?.y).toBe(t13?.y);
  });

  it('keeps one row where the cards are legible in it: House in the Wood at 1366x850, thirteen columns on a phone', () => {
    const wide = layoutBoard(house, new Game(house, { seed: 1 }).snapshot(), 1366, 850, AUTO);
    expect(must(wide.piles.get('t35')).y).toBe(must(wide.piles.get('t1')).y);
    const thirteen = parseVariant({ id: 'thirteen', name: 'Thirteen', layout: { tableau: Array.from({ length: 13 }, () => ({ cards: 4 })) } });
    const phone = layoutBoard(thirteen, new Game(thirteen, { seed: 1 }).snapshot(), 390, 844, AUTO);
    expect(must(phone.piles.get('t13')).y).toBe(must(phone.piles.get('t1')).y);
    expect(phone.cardWidth).toBeCloseTo(390 / (13 * 1.06 + 0.06), 3);
  });
});
