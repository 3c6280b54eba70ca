/**
 * The rules text against the engine, over random valid variants (fast-check): each sentence a player reads is
 * read back here as a claim, in the text's own words, and tried on a position built for it. A sentence the
 * engine does not bear out fails the property with the variant and the sentence that lied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyLegalMove, deal, describeRules, isLegal, parseVariant, pileIds, positionFromText, type Move, type Variant,
} from './support/everything.js';

const RANKS = 'A23456789TJQK';
/** Every card code of one deck: "AC" … "KS". */
const CODES = ['C', 'D', 'H', 'S'].flatMap((s) => Array.from({ length: 13 }, (_, r) => `${RANKS.charAt(r)}${s}`));
const rank = (code: string): number => RANKS.indexOf(code.charAt(0)) + 1;
const suit = (code: string): string => code.charAt(1);
const red = (code: string): boolean => suit(code) === 'D' || suit(code) === 'H';

/** A random valid variant config of one deck: any tableau, up to 20 cells, every rule of the vocabulary. */
const config = fc.record({
  tableau: fc.array(fc.integer({ min: 0, max: 7 }).chain((cards) => fc.record({ cards: fc.constant(cards), faceDown: fc.integer({ min: 0, max: cards }) })), { minLength: 2, maxLength: 8 }),
  cells: fc.array(fc.integer({ min: 0, max: 1 }).map((cards) => ({ cards })), { maxLength: 20 }),
  direction: fc.constantFrom('down', 'up', 'up-or-down', 'none'),
  match: fc.constantFrom('alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'),
  pickUp: fc.oneof(fc.constant({ kind: 'top-card' }), fc.constant({ kind: 'any-face-up' }),
    fc.constantFrom('alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit').map((match) => ({ kind: 'run', match }))),
  runLimit: fc.constantFrom('unlimited', 'free-spaces', 'doubling-per-empty-pile'),
  emptyAccepts: fc.constantFrom('any', 'king', 'none'),
  takeBack: fc.boolean(),
  turnUpExposed: fc.boolean(),
  stock: fc.constantFrom('deal-row', 'draw-to-waste'),
}).map((c): Variant => {
  const dealt = [...c.tableau, ...c.cells].reduce((n, p) => n + p.cards, 0);
  const tableau = dealt > 52 ? c.tableau.map(() => ({ cards: 1, faceDown: 0 })) : c.tableau;
  const all = [...tableau, ...c.cells].reduce((n, p) => n + p.cards, 0);
  return parseVariant({
    id: 'generated', name: 'Generated',
    layout: { tableau, cells: c.cells },
    rules: {
      tableau: {
        build: { direction: c.direction, match: c.match },
        pickUp: c.direction === 'none' && c.pickUp.kind === 'run' ? { kind: 'top-card' } : c.pickUp,
        runLimit: c.runLimit, emptyAccepts: c.emptyAccepts,
      },
      foundations: { kind: 'up-by-suit', takeBack: c.takeBack },
      stock: all < 52 ? { kind: c.stock } : { kind: 'none' },
      effects: { turnUpExposed: c.turnUpExposed },
    },
  });
});

/** The sentences of one section, or none. */
function sentences(variant: Variant, heading: string): readonly string[] {
  return describeRules(variant).sections.find((s) => s.heading === heading)?.rules ?? [];
}

/** The one sentence of a section that matches, failing when there is not exactly one. */
function sentence(variant: Variant, heading: string, pattern: RegExp): string {
  const found = sentences(variant, heading).filter((s) => pattern.test(s));
  expect(found, `${heading}: ${pattern}`).toHaveLength(1);
  return found[0] ?? '';
}

/** What the sentence "… a card goes on a card one rank higher of the other colour." says may go where. */
function buildClaim(text: string): ((card: string, onto: string) => boolean) | null {
  if (text === 'Nothing may be built on the columns.') return null;
  const rel = /one rank (higher or lower|higher|lower)/.exec(text)?.[1];
  const ranks = (c: string, o: string): boolean => (rel === 'higher or lower' ? Math.abs(rank(o) - rank(c)) === 1
    : rel === 'higher' ? rank(o) === rank(c) + 1 : rank(o) === rank(c) - 1);
  const suits = suitClaim(text);
  if (rel === undefined || suits === null) throw new Error(`unread build sentence: ${text}`);
  return (c, o) => ranks(c, o) && suits(c, o);
}

/** The suit phrase of a sentence as a relation between a card and the card below it. */
function suitClaim(text: string): ((card: string, onto: string) => boolean) | null {
  if (/whatever its suit|regardless of suit/.test(text)) return () => true;
  if (/other colour|alternating colours/.test(text)) return (c, o) => red(c) !== red(o);
  if (/same suit|in suit/.test(text)) return (c, o) => suit(c) === suit(o);
  if (/same colour/.test(text)) return (c, o) => red(c) === red(o);
  if (/any other suit/.test(text)) return (c, o) => suit(c) !== suit(o);
  return null;
}

const move = (from: string, to: string, count = 1): Move => ({ kind: 'move', from, to, count } as Move);
const at = (v: Variant, piles: Record<string, string>) => positionFromText(v, piles);
const code = fc.constantFrom(...CODES);

/** The first card that `ok` accepts and that is none of `not`. */
function find(ok: (c: string) => boolean, not: readonly string[]): string | undefined {
  return CODES.find((c) => ok(c) && !not.includes(c));
}

const runs = { numRuns: 300 };

describe('the rules text says what the engine does, for every variant the vocabulary allows', () => {
  it('a card builds on the tableau exactly where the build sentence says', () => {
    fc.assert(fc.property(config, code, code, (v, card, onto) => {
      fc.pre(card !== onto);
      const claim = buildClaim(sentence(v, 'Tableau', /^(Build|Nothing may be built)/));
      expect(isLegal(v, at(v, { t1: onto, t2: card }), move('t2', 't1'))).toBe(claim !== null && claim(card, onto));
    }), runs);
  });

  it('an empty column takes what its sentence says: any card, only a King, or nothing, and a run only when it says so', () => {
    fc.assert(fc.property(config, code, code, (v, card, other) => {
      fc.pre(card !== other);
      const text = sentence(v, 'Tableau', /empty column\.$|stays empty/);
      const single = isLegal(v, at(v, { t2: card }), move('t2', 't1'));
      if (text.startsWith('Any card')) expect(single).toBe(true);
      else if (text.startsWith('Only a King')) expect(single).toBe(rank(card) === 13);
      else expect([text, single]).toEqual(['An empty column stays empty.', false]);
      const two = isLegal(v, at(v, { t2: `${other} ${card}` }), move('t2', 't1', 2));
      if (!/run/.test(text)) expect(two).toBe(false);
    }), runs);
  });

  it('an empty column the text says takes a run takes one, when the rest of the table is empty', () => {
    fc.assert(fc.property(config, (v) => {
      const tableau = sentences(v, 'Tableau');
      const text = sentence(v, 'Tableau', /empty column\.$|stays empty/);
      // With no cells and no other empty column, the free-spaces limits allow one card: nothing to say there.
      fc.pre(/run/.test(text) && (v.layout.cells.length > 0 || v.layout.tableau.length > 2));
      const lead = (c: string): boolean => !text.startsWith('Only a King') || rank(c) === 13;
      const run = tableau.find((s) => /(A|Only a) run (of face-up cards )?built/.test(s));
      const dir = run === undefined ? undefined : /built (up or down|up|down)/.exec(run)?.[1];
      const suits = run === undefined ? () => true : suitClaim(run) ?? (() => false);
      const follows = (low: string, high: string): boolean => run === undefined
        || ((dir === 'up or down' ? Math.abs(rank(high) - rank(low)) === 1 : dir === 'up' ? rank(high) === rank(low) + 1 : rank(high) === rank(low) - 1) && suits(high, low));
      const pair: string[] | undefined = CODES.flatMap((low) => CODES.filter((high) => high !== low && lead(low) && follows(low, high)).map((high) => [low, high]))[0];
      fc.pre(pair !== undefined);
      expect(isLegal(v, at(v, { t2: pair.join(' ') }), move('t2', 't1', 2))).toBe(true);
    }), runs);
  });

  it('only the cards the pick-up sentence names move as a unit', () => {
    fc.assert(fc.property(config, code, code, (v, low, high) => {
      fc.pre(low !== high);
      const tableau = sentences(v, 'Tableau');
      const build = buildClaim(tableau[0] ?? '');
      const unlimited = tableau.includes('There is no limit on how many cards a run move carries.');
      const target = build && find((t) => build(low, t), [low, high]);
      const state = target === undefined || target === null ? null : at(v, { t1: target, t2: `${low} ${high}` });
      const legal = state !== null && isLegal(v, state, move('t2', 't1', 2));
      if (tableau.includes('Only the top card of a column may move.')) expect(legal).toBe(false);
      if (!unlimited || state === null) return;
      if (tableau.includes('Any face-up card may move, together with all the cards on top of it, whether or not they are in sequence.')) {
        expect(legal).toBe(true);
        return;
      }
      const run = tableau.find((s) => /(A|Only a) run (of face-up cards )?built/.test(s));
      if (run === undefined) return;
      // "A run … built down in alternating colours": `high` follows `low` by the run's direction and suits.
      const dir = /built (up or down|up|down)/.exec(run)?.[1];
      const follows = (dir === 'up or down' ? Math.abs(rank(high) - rank(low)) === 1 : dir === 'up' ? rank(high) === rank(low) + 1 : rank(high) === rank(low) - 1)
        && (suitClaim(run) ?? (() => false))(high, low);
      expect(legal).toBe(follows);
    }), runs);
  });

  it('a cell takes any single card, and a foundation gives its card back exactly when the text says so', () => {
    fc.assert(fc.property(config, code, (v, card) => {
      const ids = pileIds(v);
      if (ids.includes('c1')) {
        expect(sentence(v, 'Cells', /holds one card/)).toContain('Any movable single card may go into an empty cell');
        expect(isLegal(v, at(v, { t1: card }), move('t1', 'c1'))).toBe(true);
      }
      const back = sentence(v, 'Foundations', /foundation may be taken back|stay there/);
      const to = ids.includes('c1') ? 'c1' : v.rules.tableau.emptyAccepts === 'any' ? 't1' : null;
      if (to !== null) expect(isLegal(v, at(v, { f1: 'AC' }), move('f1', to))).toBe(back.startsWith('The top card of a foundation may be taken back'));
    }), runs);
  });

  it('a face-down card left on top turns up, or stays down and blocks, as the text says', () => {
    fc.assert(fc.property(config, (v) => {
      fc.pre(v.layout.tableau.some((p) => p.faceDown > 0));
      const text = sentence(v, 'Tableau', /^A face-down card left on top/);
      const to = pileIds(v).includes('c1') ? 'c1' : v.rules.tableau.emptyAccepts === 'any' ? 't2' : null;
      fc.pre(to !== null);
      const after = applyLegalMove(v, at(v, { t1: '5H | 9S' }), move('t1', to)).state;
      if (text === 'A face-down card left on top of a column turns face up by itself.') {
        expect(after.piles[0]).toEqual({ cards: [CODES.indexOf('5H')], faceDown: 0 });
      } else {
        expect(text).toBe('A face-down card left on top of a column stays face down: nothing moves from it or onto it.');
        expect(after.piles[0]?.faceDown).toBe(1);
        expect(isLegal(v, after, move('t1', to === 'c1' ? 'c2' : 't3'))).toBe(false);
        expect(isLegal(v, positionFromText(v, { t1: '5H |', t2: '4S' }), move('t2', 't1'))).toBe(false);
      }
    }), runs);
  });

  it('the cells the layout sentence says are dealt a card are the ones that get one, and the stock holds the rest', () => {
    fc.assert(fc.property(config, fc.integer({ min: 0, max: 1000 }), (v, seed) => {
      const layout = sentences(v, 'Layout');
      const state = deal(v, seed);
      const ids = pileIds(v);
      const cells = ids.flatMap((id, i) => (id.startsWith('c') ? [(state.piles[i]?.cards.length ?? 0) > 0] : []));
      if (cells.length > 0) {
        const text = layout.find((s) => /^There (is one|are .*) cell/.test(s)) ?? '';
        const numbers = /; (?:cells? )?(.*) gets? one face-up card/.exec(text)?.[1] ?? '';
        const claimed = cells.map((_, i) => /each gets|it gets/.test(text)
          || numbers.split(/, | and /).some((part) => {
            const [a, b] = part.replace(/cell /g, '').split(' to ').map(Number);
            return a !== undefined && i + 1 >= a && i + 1 <= (b ?? a);
          }));
        expect([text, claimed]).toEqual([text, cells]);
        expect(text).toContain(cells.length === 1 ? 'one cell' : `${cells.length > 12 ? cells.length : ''}`);
      }
      const rest = /^The remaining (\d+) cards form the stock\.$/.exec(layout.find((s) => s.startsWith('The remaining')) ?? '')?.[1];
      const stock = ids.indexOf('stock');
      expect(stock < 0 ? undefined : String(state.piles[stock]?.cards.length)).toBe(rest);
    }), runs);
  });
});
