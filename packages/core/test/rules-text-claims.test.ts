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
    fc.constantFrom('alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit').map((match) => ({ kind: 'run', match })),
    fc.constantFrom('alternate-colour', 'same-suit', 'any-suit').map((match) => ({ kind: 'top-or-whole-pile', match }))),
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
        pickUp: c.direction === 'none' && (c.pickUp.kind === 'run' || c.pickUp.kind === 'top-or-whole-pile') ? { kind: 'top-card' } : c.pickUp,
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
      const run = tableau.find((s) => /(A|Only a|one) run (of face-up cards )?built/.test(s));
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
      const whole = tableau.find((s) => s.startsWith('A column moves its top card, or all its cards at once when they are one run built'));
      if (whole !== undefined) {
        // "… never part of a column": the same two cards on a third never move, whether or not they are a run.
        const under = CODES.find((c) => c !== low && c !== high && c !== target) as string;
        expect(isLegal(v, at(v, { t1: target as string, t2: `${under} ${low} ${high}` }), move('t2', 't1', 2))).toBe(false);
      }
      const run = whole ?? tableau.find((s) => /(A|Only a) run (of face-up cards )?built/.test(s));
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

/**
 * A random valid variant that uses the rules added for the classics: foundations in any direction, from any
 * base, by suit, colour or any suit; building round the corner; a reserve and gaps filled from it; cells
 * that take no cards; Aces home and Kings under at the deal.
 */
const grown = fc.record({
  columns: fc.integer({ min: 2, max: 6 }),
  cards: fc.integer({ min: 1, max: 4 }),
  cells: fc.integer({ min: 0, max: 4 }),
  cellsTake: fc.boolean(),
  direction: fc.constantFrom('down', 'up', 'up-or-down'),
  match: fc.constantFrom('alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'),
  wrap: fc.boolean(),
  fDirection: fc.constantFrom('up', 'down'),
  base: fc.oneof(fc.integer({ min: 1, max: 13 }), fc.constant('first-card')),
  follow: fc.constantFrom('suit-per-pile', 'same-suit', 'same-colour', 'alternate-colour', 'any-suit'),
  reserve: fc.option(fc.integer({ min: 1, max: 13 }), { nil: undefined }),
  fill: fc.boolean(),
  aces: fc.boolean(),
  kingsUnder: fc.boolean(),
}).map((c): Variant => {
  const aces = c.aces && c.fDirection === 'up' && c.base === 1;
  return parseVariant({
    id: 'grown', name: 'Grown',
    layout: {
      tableau: Array.from({ length: c.columns }, () => ({ cards: c.cards })),
      cells: Array.from({ length: c.cells }, () => ({ cards: c.cellsTake ? 0 : 1 })),
      ...(c.reserve === undefined ? {} : { reserve: { cards: c.reserve, faceDown: c.reserve - 1 } }),
      acesToFoundations: aces,
      kingsUnder: c.kingsUnder,
    },
    rules: {
      tableau: { build: { direction: c.direction, match: c.match, wrap: c.wrap }, pickUp: { kind: 'top-card' } },
      ...(c.cells > 0 ? { cells: { accept: c.cellsTake ? 'one-card' : 'none' } } : {}),
      foundations: { direction: c.fDirection, base: c.base, follow: c.follow },
      stock: { kind: 'draw-to-waste' },
      effects: { fillFromReserve: c.fill && c.reserve !== undefined },
    },
  });
});

/** "from the Ace", "from the 5", "from the base rank, which …": the rank a foundation starts from, 0 for any. */
function baseClaim(text: string): number {
  if (/from the base rank/.test(text)) return 0;
  const word = /from (?:the )?(Ace|King|Queen|Jack|\d+)/.exec(text)?.[1] ?? '';
  return word === 'Ace' ? 1 : word === 'King' ? 13 : word === 'Queen' ? 12 : word === 'Jack' ? 11 : Number(word);
}

/** The suit phrase of a foundation sentence as a relation between the next card and the top card. */
function foundationSuitClaim(text: string): (card: string, top: string) => boolean {
  if (/in one suit|in the suit of its first card/.test(text)) return (c, t) => suit(c) === suit(t);
  if (/in one colour/.test(text)) return (c, t) => red(c) === red(t);
  if (/in alternating colours/.test(text)) return (c, t) => red(c) !== red(t);
  if (/regardless of suit/.test(text)) return () => true;
  throw new Error(`unread foundation sentence: ${text}`);
}

describe('the rules text says what the engine does for the rules added for the classics', () => {
  it('a foundation takes first and next the cards its sentence names, round the corner', () => {
    fc.assert(fc.property(grown, code, code, (v, first, next) => {
      fc.pre(first !== next && v.layout.acesToFoundations !== true);
      const text = sentence(v, 'Foundations', /^Each foundation is built/);
      const up = /built up/.test(text);
      const base = baseClaim(text);
      // Foundation 1 takes clubs when each foundation has its own suit; the text says "one suit" then.
      const firstOk = (base === 0 || rank(first) === base) && (!/in one suit/.test(text) || suit(first) === 'C');
      expect(isLegal(v, at(v, { t1: first }), move('t1', 'f1'))).toBe(firstOk);
      fc.pre(firstOk);
      const following = up ? (rank(first) % 13) + 1 : rank(first) === 1 ? 13 : rank(first) - 1;
      const nextOk = rank(next) === following && foundationSuitClaim(text)(next, first);
      expect(isLegal(v, at(v, { t1: next, f1: first }), move('t1', 'f1'))).toBe(nextOk);
    }), runs);
  });

  it('a King goes on an Ace (or an Ace on a King) exactly when the text says ranks go round the corner', () => {
    fc.assert(fc.property(grown, fc.constantFrom('C', 'D', 'H', 'S'), fc.constantFrom('C', 'D', 'H', 'S'), (v, s1, s2) => {
      const build = sentence(v, 'Tableau', /^Build/);
      const corner = sentences(v, 'Tableau').find((s) => s.startsWith('Ranks go round the corner')) ?? '';
      const down = /^Build down/.test(build);
      const up = /^Build up /.test(build);
      const [card, onto] = down ? [`K${s1}`, `A${s2}`] : up ? [`A${s1}`, `K${s2}`] : [`K${s1}`, `A${s2}`];
      const claimed = corner !== '' && (suitClaim(build) ?? (() => false))(card, onto);
      expect(isLegal(v, at(v, { t1: onto, t2: card }), move('t2', 't1'))).toBe(claimed);
    }), runs);
  });

  it('the reserve gives its top card and takes none, and a gap fills from it exactly when the text says so', () => {
    fc.assert(fc.property(grown, (v) => {
      fc.pre(v.layout.reserve !== undefined);
      const reserve = sentences(v, 'Reserve');
      expect(reserve[0]).toMatch(/^Only the top card of the reserve may be played/);
      expect(isLegal(v, at(v, { t1: '9S', reserve: '2C | 3C' }), move('t1', 'reserve'))).toBe(false);
      const fills = reserve.some((s) => s.startsWith('An empty column is filled at once'));
      // Column 1's only card goes to a cell or onto column 2, whichever the rules allow.
      const state = at(v, { t1: '5H', t2: '6S', reserve: '2C | 3C' });
      const away = [move('t1', 'c1'), move('t1', 't2')].find((m) => isLegal(v, state, m));
      fc.pre(away !== undefined);
      const after = applyLegalMove(v, state, away);
      expect(after.state.piles[0]?.cards).toEqual(fills ? [CODES.indexOf('3C')] : []);
    }), runs);
  });

  it('a cell takes a card exactly when the text does not say no card is ever put into one', () => {
    fc.assert(fc.property(grown, code, (v, card) => {
      fc.pre(v.layout.cells.length > 0);
      const text = sentence(v, 'Cells', /cell/);
      expect(isLegal(v, at(v, { t1: card }), move('t1', 'c1'))).toBe(!/no card is ever put into a cell/.test(text));
    }), runs);
  });

  it('the Aces start on the foundations, and the Kings lie beneath each column, when the layout says so', () => {
    fc.assert(fc.property(grown, fc.integer({ min: 0, max: 1000 }), (v, seed) => {
      const layout = sentences(v, 'Layout');
      const state = deal(v, seed);
      const ids = pileIds(v);
      const foundations = ids.flatMap((id, i) => (id.startsWith('f') ? [state.piles[i]?.cards ?? []] : []));
      const acesHome = foundations.every((cards) => cards.length === 1 && rank(CODES[cards[0] ?? 0] ?? '') === 1);
      expect(acesHome).toBe(layout.some((s) => s.startsWith('First the four Aces are taken out')));
      if (layout.includes('Then the Kings of each column are moved beneath its other cards.')) {
        for (const pile of state.piles.slice(0, v.layout.tableau.length)) {
          const kings = pile.cards.map((c) => rank(CODES[c % 52] ?? '') === 13);
          expect(kings.indexOf(false) === -1 || kings.lastIndexOf(true) < kings.indexOf(false)).toBe(true);
        }
      }
    }), runs);
  });
});
