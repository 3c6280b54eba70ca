/**
 * The rules the vocabulary gained for Golf, Pyramid and TriPeaks: tableau piles covered by other piles, a
 * waste that is built on, a card turned onto the waste at the deal, pairs foundations (a discard pile), no
 * foundations, and the win by clearing the tableau. Each on small hand-built positions of the catalogue's
 * own variants, with exact move lists and exact refusals; the sentences quoted are the catalogue's facts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRules, parseVariant, type Variant } from '../src/index.js';
import { applyMove, deal, isStuck, isWon, legalMoves, pileIds } from '../src/entries/engine.js';
import { snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { allCards, card, layout, moveList, mv, position, refusal, configRefusal } from './support/engine-helpers.js';
import { readCatalogue } from './catalogue/catalogue.js';

const catalogued = (id: string): Variant => parseVariant(readCatalogue().find((e) => e.id === id)?.variant);
const golf = catalogued('golf');
const pyramid = catalogued('pyramid');
const tripeaks = catalogued('tripeaks');


describe('Golf: "a card is played onto the waste if it is one rank above or below the waste\'s top card"', () => {
  it('deals seven columns of five face up and turns the top card of the stock onto the waste', () => {
    const s = deal(golf, 1);
    expect(s.piles.slice(0, 7).map((p) => [p.cards.length, p.faceDown])).toEqual(Array.from({ length: 7 }, () => [5, 0]));
    expect(s.piles.map((p) => p.cards.length).slice(7)).toEqual([16, 1]);
    expect(allCards(s)).toHaveLength(52);
  });

  it('plays the top card of a column onto the waste one rank up or down, whatever its suit', () => {
    const s = position(golf, { t1: '2C 7H', t2: '3D 5S', t3: '8S', waste: '6D', stock: 'AS' });
    expect(moveList(golf, s)).toBe('t1>waste t2>waste d');
    expect(refusal(golf, s, mv('t3', 'waste'))).toBe('does-not-build: The 8 of spades cannot go on the 6 of diamonds: build up or down regardless of suit on the waste.');
    expect(refusal(golf, s, mv('t1', 't3'))).toBe('no-building: Nothing may be built on the columns.');
    const next = applyMove(golf, s, mv('t1', 'waste')).state;
    expect(layout(golf, next)).toContain('waste: 6D 7H');
  });

  it('"no going round the corner from King to Ace": an Ace does not go on a King', () => {
    const s = position(golf, { t1: 'AC', t2: 'QD', waste: 'KS' });
    expect(moveList(golf, s)).toBe('t2>waste');
    expect(refusal(golf, s, mv('t1', 'waste'))).toBe('does-not-build: The Ace of clubs cannot go on the King of spades: build up or down regardless of suit on the waste.');
  });

  it('nothing is played onto an empty waste, and the waste gives nothing back to the columns', () => {
    const s = position(golf, { t1: '5C', stock: 'AS' });
    expect(moveList(golf, s)).toBe('d');
    expect(refusal(golf, s, mv('t1', 'waste'))).toBe('waste-empty: The waste is empty: deal a card onto it first.');
    const s2 = position(golf, { t1: '5C', waste: '4D' });
    expect(refusal(golf, s2, mv('waste', 't1'))).toBe('no-building: Nothing may be built on the columns.');
  });

  it('"the game is won when the columns are cleared", whatever is left in the stock', () => {
    const s = position(golf, { waste: '6D', stock: 'AS 2S' });
    expect(isWon(golf, s)).toBe(true);
    expect(isWon(golf, position(golf, { t7: '9C', waste: '6D' }))).toBe(false);
    expect(isStuck(golf, position(golf, { t7: '9C', waste: '6D' }))).toBe(true);
  });
});

describe('Pyramid: "a card free when both cards covering it are gone; remove free cards in pairs whose ranks add to thirteen, Kings alone"', () => {
  it('deals twenty-eight cards face up, one to each place of the pyramid, and one onto the waste', () => {
    const s = deal(pyramid, 1);
    expect(s.piles.slice(0, 28).every((p) => p.cards.length === 1 && p.faceDown === 0)).toBe(true);
    expect(s.piles.slice(28).map((p) => p.cards.length)).toEqual([0, 23, 1]);
    expect(pyramid.layout.tableau[0]?.coveredBy).toEqual([2, 3]);
    expect(pyramid.layout.tableau[20]?.coveredBy).toEqual([27, 28]);
    expect(pyramid.layout.tableau[21]?.coveredBy).toBeUndefined();
  });

  it('pairs two free cards that make thirteen by playing one onto the other; a covered card waits', () => {
    // Column 1 (the apex) is covered by columns 2 and 3, which nothing covers here.
    const s = position(pyramid, { t1: 'KS', t2: '6H', t3: '7C', waste: 'QD', t22: 'AC', stock: 'AS' });
    expect(moveList(pyramid, s)).toBe('t2>t3 t3>t2 t22>waste waste>t22 d');
    expect(refusal(pyramid, s, mv('t1', 'f1'))).toBe('covered: Column 1 is covered: clear column 2 and column 3 first.');
    expect(refusal(pyramid, s, mv('t22', 't1'))).toBe('covered: Column 1 is covered: clear column 2 and column 3 first.');
    expect(refusal(pyramid, s, mv('t22', 't2'))).toBe('not-a-pair: The Ace of clubs and the 6 of hearts add up to 7, not 13.');
    const outcome = applyMove(pyramid, s, mv('t2', 't3'));
    expect(outcome.cards).toEqual([card('6H'), card('7C')]);
    expect(layout(pyramid, outcome.state)).toContain('f1: 6H 7C');
    // With both cards that covered it gone, the King is free, and goes alone.
    expect(moveList(pyramid, outcome.state)).toBe('t1>f1 t22>waste waste>t22 d');
  });

  it('a King is removed alone; any other card alone is refused', () => {
    const s = position(pyramid, { t22: 'KD', t23: '5S', stock: 'AS' });
    expect(moveList(pyramid, s)).toBe('t22>f1 d');
    expect(refusal(pyramid, s, mv('t23', 'f1'))).toBe('not-a-pair: Only a King goes to the foundation alone; play the 5 of spades onto a free card that makes 13 with it.');
  });

  it('the waste\'s top card is free; the card under it is not, and the stock goes round three times', () => {
    const s = position(pyramid, { t22: '8D', waste: '5C 4H', stock: 'AS' });
    expect(moveList(pyramid, s)).toBe('d');
    expect(deal(pyramid, 1).redealsUsed).toBe(0);
    expect(pyramid.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 1, redeals: 2 });
  });

  it('the game is won when every card is on the foundation', () => {
    const s = position(pyramid, { t22: '6H', t23: '7C' });
    expect(isWon(pyramid, s)).toBe(false);
    const home = applyMove(pyramid, s, mv('t22', 't23')).state;
    expect(isWon(pyramid, home)).toBe(false);
    expect(home.piles[28]?.cards).toHaveLength(2);
  });

  it('reads a discard pile back only when it holds pairs and Kings, as they were removed', () => {
    const named = ['6H', '7C'];
    const rest = ['C', 'D', 'H', 'S'].flatMap((suit) => 'A23456789TJQK'.split('').map((r) => `${r}${suit}`)).filter((c) => !named.includes(c));
    const s = applyMove(pyramid, position(pyramid, { t22: '6H', t23: '7C', stock: rest.join(' ') }), mv('t22', 't23')).state;
    const snap = snapshot(pyramid, s);
    expect(stateFromSnapshot(pyramid, snap)).toEqual(s);
    const bad = { ...snap, piles: snap.piles.map((p) => (p.id === 'f1' ? { ...p, cards: [...p.cards].reverse().slice(0, 1) } : p)) };
    expect(() => stateFromSnapshot(pyramid, bad)).toThrow('foundation holds cards removed alone when their rank is 13, or in pairs that add up to 13');
  });
});

describe('TriPeaks: "a card free and turned up when both cards covering it are gone; play free cards onto the waste one rank up or down, wrapping"', () => {
  it('deals three peaks: eighteen cards face down under a face-up bottom row of ten', () => {
    const s = deal(tripeaks, 1);
    expect(s.piles.slice(0, 28).map((p) => p.faceDown).join('')).toBe(`${'1'.repeat(18)}${'0'.repeat(10)}`);
    expect(tripeaks.layout.tableau.slice(0, 3).map((p) => p.coveredBy)).toEqual([[4, 5], [6, 7], [8, 9]]);
    expect(tripeaks.layout.tableau.slice(9, 18).map((p) => p.coveredBy)).toEqual([[19, 20], [20, 21], [21, 22], [22, 23], [23, 24], [24, 25], [25, 26], [26, 27], [27, 28]]);
    expect(s.piles.slice(28).map((p) => p.cards.length)).toEqual([23, 1]);
  });

  it('turns a covered card up once both cards covering it are gone', () => {
    // Column 10 is covered by columns 19 and 20.
    const s = position(tripeaks, { t10: '4C |', t19: '6D', t20: '5S', waste: '7H' });
    expect(moveList(tripeaks, s)).toBe('t19>waste');
    expect(refusal(tripeaks, s, mv('t10', 'waste'))).toBe('covered: Column 10 is covered: clear column 19 and column 20 first.');
    const first = applyMove(tripeaks, s, mv('t19', 'waste'));
    expect(first.effects).toEqual([]);
    expect(refusal(tripeaks, first.state, mv('t10', 'waste'))).toBe('covered: Column 10 is covered: clear column 20 first.');
    const second = applyMove(tripeaks, first.state, mv('t20', 'waste'));
    expect(second.effects).toEqual([{ kind: 'turned-up', pile: 't10', card: card('4C') }]);
    expect(moveList(tripeaks, second.state)).toBe('t10>waste');
  });

  it('ranks go round the corner on the waste: an Ace goes on a King and a King on an Ace', () => {
    const s = position(tripeaks, { t19: 'AD', t20: 'QC', waste: 'KS' });
    expect(moveList(tripeaks, s)).toBe('t19>waste t20>waste');
    expect(moveList(tripeaks, position(tripeaks, { t19: 'KD', waste: 'AS' }))).toBe('t19>waste');
  });

  it('"the game is won when the peaks are cleared"', () => {
    expect(isWon(tripeaks, position(tripeaks, { waste: 'KS', stock: 'AS' }))).toBe(true);
    expect(legalMoves(tripeaks, position(tripeaks, { t1: '5C', waste: '9S' }))).toEqual([]);
  });
});

describe('the new rules refuse what cannot be played, naming the field and the fix', () => {
  const piles = (n: number): { cards: number }[] => Array.from({ length: n }, () => ({ cards: 1 }));
  const base = { id: 'x', name: 'X', rules: { stock: { kind: 'draw-to-waste' } } };
  it.each([
    ['a pile covered by itself', { ...base, layout: { tableau: [{ cards: 1, coveredBy: [1] }, { cards: 1 }] } },
      'layout.tableau[0].coveredBy: names pile 1, the pile itself; a pile is covered by other piles'],
    ['a pile covered by a pile that is not there', { ...base, layout: { tableau: [{ cards: 1, coveredBy: [3] }, { cards: 1 }] } },
      'layout.tableau[0].coveredBy: names pile 3, but the tableau has 2 piles'],
    ['a pile named twice', { ...base, layout: { tableau: [{ cards: 1, coveredBy: [2, 2] }, { cards: 1 }] } },
      'layout.tableau[0].coveredBy: names pile 2 twice'],
    ['piles that cover each other', { ...base, layout: { tableau: [{ cards: 1, coveredBy: [2] }, { cards: 1, coveredBy: [3] }, { cards: 1, coveredBy: [1] }] } },
      'layout.tableau[0].coveredBy: pile 1 is covered, through other piles, by itself (1 by 2 by 3 by 1), so its cards could never be freed'],
    ['pairs on columns that build', { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] }, rules: { foundations: { kind: 'pairs' } } },
      'rules.foundations: a card is paired by playing it onto its partner, so nothing else may build on the columns: set `rules.tableau: { build: { direction: "none" }, pickUp: { kind: "top-card" } }`'],
    ['no foundations with the usual win', { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] }, rules: { foundations: { kind: 'none' } } },
      'rules.win.kind: with no foundations, no card can reach one: set `rules.win: { kind: "tableau-cleared" }`'],
    ['a card turned onto a waste that is not there', { id: 'x', name: 'X', layout: { tableau: [{ cards: 51 }], wasteCards: 1 }, rules: { stock: { kind: 'deal-row' } } },
      'layout.wasteCards: a card turned onto the waste needs a waste: add `rules.stock: { kind: "draw-to-waste" }`'],
    ['building on a waste that is not there', { id: 'x', name: 'X', layout: { tableau: [{ cards: 51 }] }, rules: { stock: { kind: 'deal-row', waste: { direction: 'up-or-down' } } } },
      'rules.stock.waste: unknown field; expected one of kind, emptyPiles, shortRow; `waste` belongs to a "draw-to-waste" stock, and this one is "deal-row"'],
    ['a waste that wraps but is not built on', { ...base, layout: { tableau: piles(5) }, rules: { stock: { kind: 'draw-to-waste', waste: { wrap: true } } } },
      'rules.stock.waste.wrap: ranks can only go round the corner when cards build on the waste; its direction is "none"'],
    ['a pair total out of range', { ...base, layout: { tableau: piles(5) }, rules: { ...base.rules, foundations: { total: 27 } } },
      'rules.foundations.total: 27 is outside 2 to 26'],
  ])('refuses %s', (_, config, message) => {
    expect(configRefusal(config)).toBe(message);
  });

  it('leaves every new field out of a variant that does not use it, so variants read exactly as before', () => {
    const v = parseVariant({ id: 'plain', name: 'Plain', layout: { tableau: [{ cards: 52, coveredBy: [] }], wasteCards: 0 }, rules: { stock: { kind: 'none' } } });
    expect(v.layout).toEqual({ tableau: [{ cards: 52, faceDown: 0 }], cells: [] });
    const drawn = parseVariant({ id: 'drawn', name: 'Drawn', layout: { tableau: [{ cards: 51 }] }, rules: { stock: { kind: 'draw-to-waste', waste: { direction: 'none' } } } });
    expect(drawn.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 1, redeals: 0 });
  });
});

describe('rules text for the new rules', () => {
  const section = (v: Variant, heading: string): readonly string[] => describeRules(v).sections.find((s) => s.heading === heading)?.rules ?? [];

  it('says Golf\'s waste, its missing foundations and its win', () => {
    expect(section(golf, 'Layout')).toEqual([
      'Deal seven columns of 5 cards (all face up).',
      'The remaining 17 cards form the stock.',
      'Then the top card of the stock is turned face up onto the waste.',
      'There are no foundations.',
    ]);
    expect(section(golf, 'Stock and waste')).toEqual([
      'A deal turns one card from the stock onto the waste; only the top card of the waste may be played.',
      'There is no redeal.',
      'The top card of a column may be played onto the waste, one card at a time: a card goes on a card one rank higher or lower, whatever its suit.',
      'Nothing may be played onto an empty waste.',
    ]);
    expect(section(golf, 'Foundations')).toEqual([]);
    expect(section(golf, 'Winning')).toEqual(['The game is won when every column is empty, whatever is left in the stock and on the waste.']);
    expect(section(tripeaks, 'Stock and waste')).toContain('On the waste, ranks go round the corner, Ace and King counting as one rank apart.');
    expect(section(tripeaks, 'Tableau')).toContain('A face-down card left on top of a column turns face up by itself once no column covers it.');
  });

  it('says TriPeaks\' layout as three peaks on a shared bottom row, and any other covering as a clause per column', () => {
    expect(section(tripeaks, 'Layout')[0]).toBe('Deal 28 cards in three peaks, the bottom row face up and the others face down: each '
      + 'peak three rows from one card at the top, each row one card longer, standing on a bottom row of 10 cards that the peaks '
      + 'share, and each card covered by the two cards below it in the next row. Counted row by row from the top, left to right, they '
      + 'are columns 1 to 28.');
    // One cover changed, and the layout is no longer peaks: the text falls back to saying each cover.
    const tableau = tripeaks.layout.tableau.map((p, i) => (i === 0 ? { ...p, coveredBy: [4, 6] } : p));
    const bent = parseVariant({ ...tripeaks, id: 'bent', layout: { ...tripeaks.layout, tableau } });
    expect(section(bent, 'Layout').slice(0, 2)).toEqual([
      'Deal 18 columns of 1 card (face down), then ten columns of 1 card (all face up).',
      expect.stringMatching(/^Some columns are covered by others: column 1 by columns 4 and 6; column 2 by columns 6 and 7; /),
    ]);
  });

  it('says Pyramid\'s covers and pairs', () => {
    expect(section(pyramid, 'Layout').slice(0, 2)).toEqual([
      'Deal 28 cards in a pyramid of seven rows, all face up: one card at the top, each row one card longer, and each card covered by '
        + 'the two cards below it in the next row. Counted row by row from the top, left to right, they are columns 1 to 28.',
      'The remaining 24 cards form the stock.',
    ]);
    // The sentence's claim, pile by pile: the card j of row r is covered by the cards j and j + 1 of row r + 1.
    const column = (row: number, j: number): number => row * (row - 1) / 2 + j;
    for (let row = 1; row <= 7; row++) {
      for (let j = 1; j <= row; j++) {
        const covers = pyramid.layout.tableau[column(row, j) - 1]?.coveredBy;
        expect(covers).toEqual(row === 7 ? undefined : [column(row + 1, j), column(row + 1, j + 1)]);
      }
    }
    // Giza: the pyramid first, then eight columns of three that neither cover nor are covered, said after it.
    const giza = parseVariant({ ...pyramid, id: 'giza', layout: { tableau: [...pyramid.layout.tableau, ...Array.from({ length: 8 }, () => ({
      cards: 3 }))] }, rules: { ...pyramid.rules, stock: { kind: 'none' } } });
    expect(section(giza, 'Layout')[0]).toBe('Deal 28 cards in a pyramid of seven rows, all face up: one card at the top, each row one card '
      + 'longer, and each card covered by the two cards below it in the next row. Counted row by row from the top, left to right, they '
      + 'are columns 1 to 28. Then deal eight columns of 3 cards (all face up): columns 29 to 36.');
    expect(section(pyramid, 'Tableau')).toContain('A covered column\'s cards may not be played, and nothing may be put on it, until every column covering it is empty.');
    expect(section(pyramid, 'Foundations')).toEqual([
      'Two free cards whose ranks add up to 13 (Ace 1, Jack 11, Queen 12, King 13) are removed together to the foundation: play one onto the other.',
      'A King is removed by itself, played to the foundation.',
      'A free card is the face-up top card of a column nothing covers or the waste.',
      'Cards on the foundation stay there.',
    ]);
    expect(section(pyramid, 'Winning')).toEqual(['The game is won when all 52 cards are on the foundation.']);
  });
});

describe('a deal played to its end keeps every card and every rule', () => {
  it.each([['Golf', golf], ['Pyramid', pyramid], ['TriPeaks', tripeaks]] as const)('%s: random play keeps the deck whole and ends won or stuck', (_, v) => {
    for (let seed = 1; seed <= 20; seed++) {
      let s = deal(v, seed);
      for (let step = 0; step < 400; step++) {
        const moves = legalMoves(v, s);
        if (moves.length === 0) break;
        s = applyMove(v, s, moves[(seed * 7 + step * 13) % moves.length] as (typeof moves)[number]).state;
        expect(allCards(s)).toHaveLength(52);
      }
      expect(isWon(v, s) || isStuck(v, s) || legalMoves(v, s).length > 0).toBe(true);
    }
  });
});

/**
 * The rules text's sentences about the new rules, read back as claims and tried on positions reached by play
 * from random valid variants (fast-check): covered columns, a waste built on, pairs and the win by clearing.
 */
describe('the rules text of the new rules tells the truth, on random variants', () => {
  const rank = (card: number): number => (card % 13) + 1;
  const config = fc.record({
    piles: fc.integer({ min: 3, max: 10 }),
    covers: fc.array(fc.array(fc.nat(9), { maxLength: 2 }), { minLength: 10, maxLength: 10 }),
    faceDown: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    foundations: fc.constantFrom('pairs', 'none', 'up-by-suit'),
    total: fc.integer({ min: 10, max: 16 }),
    waste: fc.constantFrom('none', 'down', 'up', 'up-or-down'),
    match: fc.constantFrom('alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'),
    wrap: fc.boolean(),
    seed: fc.nat(1000),
    steps: fc.nat(25),
  }).map((c) => {
    // Each pile may be covered only by piles to its right, so that no pile covers itself.
    const tableau = Array.from({ length: c.piles }, (_, i) => {
      const by = [...new Set((c.covers[i] ?? []).map((n) => i + 2 + (n % Math.max(1, c.piles - i - 1))).filter((n) => n <= c.piles))];
      return by.length > 0 ? { cards: 1, faceDown: c.faceDown[i] === true ? 1 : 0, coveredBy: by } : { cards: 1 };
    });
    const pairs = c.foundations === 'pairs';
    const waste = pairs || c.waste === 'none' ? {} : { waste: { direction: c.waste, match: c.match, wrap: c.wrap } };
    const variant = parseVariant({
      id: 'generated', name: 'Generated', layout: { tableau, wasteCards: 1 },
      rules: {
        tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
        foundations: pairs ? { kind: 'pairs', total: c.total } : { kind: c.foundations },
        stock: { kind: 'draw-to-waste', redeals: 1, ...waste },
        win: { kind: c.foundations === 'up-by-suit' ? 'all-on-foundations' : 'tableau-cleared' },
      },
    });
    let state = deal(variant, c.seed);
    for (let i = 0; i < c.steps; i++) {
      const moves = legalMoves(variant, state);
      if (moves.length === 0) break;
      state = applyMove(variant, state, moves[(c.seed + i * 7) % moves.length] as (typeof moves)[number]).state;
    }
    return { variant, state };
  });

  const sentences = (v: Variant): string[] => describeRules(v).sections.flatMap((s) => s.rules);
  const top = (pile: { cards: readonly number[] }): number | undefined => pile.cards[pile.cards.length - 1];

  it('"Some columns are covered by others: column i by columns j and k": nothing moves from or onto a column while a column covering it holds a card', () => {
    fc.assert(fc.property(config, ({ variant, state }) => {
      const text = sentences(variant).find((s) => s.startsWith('Some columns are covered by others: '));
      const covers = new Map<number, number[]>();
      for (const m of (text ?? '').matchAll(/column (\d+) by columns? ([\d, and]+?)(?=;|\.$)/g)) {
        covers.set(Number(m[1]), (m[2] ?? '').split(/, | and /).map(Number));
      }
      expect(covers.size).toBe(variant.layout.tableau.filter((p) => p.coveredBy !== undefined).length);
      const covered = (n: number): boolean => (covers.get(n) ?? []).some((c) => (state.piles[c - 1]?.cards.length ?? 0) > 0);
      for (const move of legalMoves(variant, state)) {
        if (move.kind !== 'move') continue;
        for (const id of [move.from, move.to]) if (id.startsWith('t')) expect(covered(Number(id.slice(1))), `${move.from}>${move.to}`).toBe(false);
      }
    }), { numRuns: 300, seed: 26 });
  });

  it('"The top card of a column may be played onto the waste … a card goes on a card one rank …": exactly those moves go to the waste', () => {
    fc.assert(fc.property(config, ({ variant, state }) => {
      const text = sentences(variant).find((s) => s.includes('may be played onto the waste'));
      // With pairs, a card played onto the waste's card is a pair: the next claim's.
      if (sentences(variant).some((s) => s.startsWith('Two free cards'))) return;
      const waste = state.piles[state.piles.length - 1];
      const onto = waste === undefined ? undefined : top(waste);
      const toWaste = legalMoves(variant, state).filter((m) => m.kind === 'move' && m.to === 'waste');
      if (text === undefined || onto === undefined) {
        expect(toWaste).toEqual([]);
        return;
      }
      const rel = /one rank (higher or lower|higher|lower)/.exec(text)?.[1];
      const wraps = sentences(variant).some((s) => s.startsWith('On the waste, ranks go round the corner'));
      const suits = (a: number, b: number): boolean => {
        const red = (c: number): boolean => Math.floor(c / 13) % 4 === 1 || Math.floor(c / 13) % 4 === 2;
        const suit = (c: number): number => Math.floor(c / 13) % 4;
        if (text.includes('whatever its suit')) return true;
        if (text.includes('of the other colour')) return red(a) !== red(b);
        if (text.includes('of the same suit')) return suit(a) === suit(b);
        if (text.includes('of the same colour')) return red(a) === red(b);
        if (text.includes('of any other suit')) return suit(a) !== suit(b);
        throw new Error(`unread suit phrase: ${text}`);
      };
      const steps = (card: number): boolean => {
        let d = rank(onto) - rank(card);
        if (wraps && Math.abs(d) === 12) d = -Math.sign(d);
        return rel === 'higher or lower' ? Math.abs(d) === 1 : rel === 'higher' ? d === 1 : d === -1;
      };
      const expected = state.piles.flatMap((pile, i) => {
        const id = pileIds(variant)[i] ?? '';
        const card = top(pile);
        if (card === undefined || !/^(t|c|reserve)/.test(id) || pile.faceDown >= pile.cards.length) return [];
        if (id.startsWith('t') && (variant.layout.tableau[Number(id.slice(1)) - 1]?.coveredBy ?? []).some((c) => (state.piles[c - 1]?.cards.length ?? 0) > 0)) return [];
        return steps(card) && suits(card, onto) ? [id] : [];
      });
      expect(toWaste.map((m) => (m.kind === 'move' ? m.from : ''))).toEqual(expected);
    }), { numRuns: 300, seed: 26 });
  });

  it('"Two free cards whose ranks add up to N … are removed together", and "A <rank> is removed by itself"', () => {
    fc.assert(fc.property(config, ({ variant, state }) => {
      const text = sentences(variant).find((s) => s.startsWith('Two free cards whose ranks add up to '));
      if (text === undefined) return;
      const total = Number(/add up to (\d+)/.exec(text)?.[1]);
      const alone = sentences(variant).find((s) => s.endsWith('is removed by itself, played to the foundation.'));
      const aloneRank = alone === undefined ? 0 : ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'].indexOf(/^An? (\S+)/.exec(alone)?.[1] ?? '') + 1;
      const ids = pileIds(variant);
      for (const move of legalMoves(variant, state)) {
        if (move.kind !== 'move') continue;
        const from = state.piles[ids.indexOf(move.from)];
        const to = state.piles[ids.indexOf(move.to)];
        const card = from === undefined ? undefined : top(from);
        if (card === undefined || to === undefined) throw new Error('a move from an empty pile');
        const partner = top(to);
        if (move.to === 'f1') expect(rank(card)).toBe(aloneRank);
        else if (partner !== undefined) expect(rank(card) + rank(partner)).toBe(total);
      }
    }), { numRuns: 300, seed: 26 });
  });

  it('"The game is won when every column is empty"', () => {
    fc.assert(fc.property(config, ({ variant, state }) => {
      if (!sentences(variant).some((s) => s.startsWith('The game is won when every column is empty'))) return;
      expect(isWon(variant, state)).toBe(state.piles.slice(0, variant.layout.tableau.length).every((p) => p.cards.length === 0));
    }), { numRuns: 200, seed: 26 });
  });
});
