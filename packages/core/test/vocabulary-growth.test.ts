/**
 * The rules the vocabulary gained for the classics: foundations that build down, from another base rank
 * (fixed, or set by the first card), by suit, colour or any suit; tableau building round the corner; cards
 * placed at the deal (Aces home, Kings under, a base card); a reserve played from but never onto, and gaps
 * filled from it; cells that take no cards. Each on small hand-built positions with exact move lists and
 * exact refusals, or on pinned deals.
 */
import { describe, expect, it } from 'vitest';
import { defineVariant, parseVariant, type VariantConfig } from '../src/index.js';
import { applyMove, deal, isWon, legalMoves } from '../src/entries/engine.js';
import { rankOf } from '../src/entries/cards.js';
import { snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { layout, moveList, mv, position, refusal, configRefusal } from './support/engine-helpers.js';
import { readCatalogue } from './catalogue/catalogue.js';

const four = [1, 1, 1, 1].map((cards) => ({ cards }));

/** A small open game with a stock, so that hand-built positions need not hold every card. */
function game(rules: VariantConfig['rules'], extra: Partial<VariantConfig['layout']> = {}): ReturnType<typeof defineVariant> {
  // Empty columns take nothing, so that the move lists show only the rule under test.
  return defineVariant({ id: 'test-game', name: 'Test game', layout: { tableau: four, ...extra }, rules: { stock: { kind: 'draw-to-waste' }, ...rules, tableau: { emptyAccepts: 'none', ...rules?.tableau } } });
}

const catalogued = (id: string): ReturnType<typeof parseVariant> => parseVariant(readCatalogue().find((e) => e.id === id)?.variant);


describe('foundations: direction, base rank and how suits follow', () => {
  it('a foundation built down takes its King first, then the Queen of its suit', () => {
    const v = game({ foundations: { direction: 'down' } });
    // f1 takes clubs, f4 spades (the deck's suits in order).
    const s = position(v, { t1: 'QS', t2: 'KS', t3: 'KC', t4: 'AS' });
    expect(moveList(v, s)).toBe('t2>f4 t3>f1');
    expect(refusal(v, s, mv('t4', 'f4'))).toBe('foundation-order: The Ace of spades cannot go on foundation 4: it takes the King of spades first.');
    const next = applyMove(v, s, mv('t2', 'f4')).state;
    expect(moveList(v, next)).toBe('t1>f4 t3>f1');
  });

  it('a fixed base rank starts every foundation and goes round the corner from King to Ace', () => {
    const v = game({ foundations: { base: 5 } });
    const s2 = position(v, { t1: '6D', t2: 'AC', t3: '5D', f1: '5C 6C 7C 8C 9C TC JC QC KC' });
    expect(moveList(v, s2)).toBe('t2>f1 t3>f2');
    expect(refusal(v, s2, mv('t3', 'f1'))).toBe('foundation-order: The 5 of diamonds cannot go on foundation 1: it takes the Ace of clubs next.');
    expect(refusal(v, s2, mv('t1', 'f2'))).toBe('foundation-order: The 6 of diamonds cannot go on foundation 2: it takes the 5 of diamonds first.');
  });

  it('a foundation built down from a base other than the King goes round from Ace to King', () => {
    const v = game({ foundations: { direction: 'down', base: 2 } });
    const s = position(v, { t1: 'KC', f1: '2C AC' });
    expect(moveList(v, s)).toBe('t1>f1');
  });

  it('a "first-card" base: while every foundation is empty any card starts one, then only its rank starts the others', () => {
    const v = game({ foundations: { base: 'first-card', follow: 'same-suit' } });
    const empty = position(v, { t1: '8H', t2: '3C' });
    expect(moveList(v, empty)).toBe('t1>f1 t1>f2 t1>f3 t1>f4 t2>f1 t2>f2 t2>f3 t2>f4');
    const started = position(v, { t1: '8S', t2: '3C', t3: '9H', f1: '8H' });
    expect(moveList(v, started)).toBe('t1>t3 t1>f2 t1>f3 t1>f4 t3>f1');
    expect(refusal(v, started, mv('t2', 'f2'))).toBe('foundation-order: The 3 of clubs cannot go on foundation 2: it takes an 8 first.');
  });

  it('foundations in alternating colours take the next rank of the other colour, whatever its suit', () => {
    const v = game({ foundations: { follow: 'alternate-colour' } });
    const s = position(v, { t1: '2D', t2: '2S', t3: 'AH', f1: 'AC' });
    expect(moveList(v, s)).toBe('t1>f1 t3>t2 t3>f2 t3>f3 t3>f4');
    expect(refusal(v, s, mv('t2', 'f1'))).toBe('foundation-order: The 2 of spades cannot go on foundation 1: it takes a red 2 next.');
  });

  it('foundations regardless of suit take the next rank of any suit', () => {
    const v = game({ foundations: { follow: 'any-suit' } });
    const s = position(v, { t1: '2D', t2: '2S', f1: 'AC' });
    expect(moveList(v, s)).toBe('t1>f1 t2>f1');
  });

  it('a position whose foundations are out of order is refused when read', () => {
    const v = game({ foundations: { direction: 'down' } });
    const state = position(v, { t1: 'QC', f1: 'KC JC' });
    expect(() => stateFromSnapshot(v, snapshot(v, state))).toThrow('piles[4].cards: foundation 1 is not built in order (it takes the Queen of clubs next)');
  });
});

describe('tableau building round the corner', () => {
  it('building down with wrap, a King goes on an Ace, and a run through the corner moves as a unit', () => {
    const v = game({ tableau: { build: { wrap: true } } });
    const s = position(v, { t1: '2S AH KS', t2: 'AD', t3: '3H' });
    // KS on AD round the corner; the whole run 2S AH KS on 3H.
    expect(moveList(v, s)).toBe('t1>t2 t1>t3x3 t2>f2');
    const plain = game({});
    expect(refusal(plain, position(plain, { t1: 'KS', t2: 'AD' }), mv('t1', 't2'))).toBe('does-not-build: The King of spades cannot go on the Ace of diamonds: build down in alternating colours.');
  });

  it('building up with wrap, an Ace goes on a King', () => {
    const v = game({ tableau: { build: { direction: 'up', match: 'same-suit', wrap: true } } });
    const s = position(v, { t1: 'KS', t2: 'AS' });
    expect(moveList(v, s)).toBe('t2>t1 t2>f4');
  });
});

describe('cards placed at the deal', () => {
  it('with acesToFoundations every Ace starts on its foundation and the columns share the other cards (Beleaguered Castle, deal 1)', () => {
    const v = catalogued('beleaguered-castle');
    expect(layout(v, deal(v, 1))).toEqual([
      't1: 9C 5C KH KD 5H 4D', 't2: TC QD JC QS 9D 2S', 't3: 4C 6H 7D 5D 3C KC', 't4: 8H 6C 8D 8S 4H 2H',
      't5: TD 9H 3H QC 4S JH', 't6: 2C JD 9S TS 7H QH', 't7: 5S TH 2D 8C 7C 7S', 't8: KS 6S 6D 3S JS 3D',
      'f1: AC', 'f2: AD', 'f3: AH', 'f4: AS',
    ]);
  });

  it('with kingsUnder each column\'s Kings lie beneath its other cards, in the order dealt (Baker\'s Dozen)', () => {
    const v = catalogued('bakers-dozen');
    expect(layout(v, deal(v, 1)).slice(0, 7)).toEqual([
      't1: 9C 6C 6D 4S', 't2: KD AC 9H 7H', 't3: TC JD QS 7C', 't4: 4C TH 5D JS', 't5: 8H 6S 8S 4D', 't6: KH TD QC 2S', 't7: KC 2C JC TS',
    ]);
    for (let seed = 1; seed <= 30; seed++) {
      for (const pile of deal(v, seed).piles.slice(0, 13)) {
        const ranks = pile.cards.map(rankOf);
        expect(ranks.indexOf(13) === -1 || ranks.lastIndexOf(13) < ranks.findIndex((r) => r !== 13) || ranks.every((r) => r === 13)).toBe(true);
      }
    }
  });

  it('a card dealt to the foundations sets a "first-card" base, and the reserve is dealt after the columns (Canfield, deal 1)', () => {
    const v = catalogued('canfield');
    const s = deal(v, 1);
    expect(layout(v, s)).toEqual([
      't1: 9C', 't2: AC', 't3: TC', 't4: 4C', 'f1: 6S', 'f2:', 'f3:', 'f4:',
      'reserve: 8H TD 2C 5S KS 5C QD 6H AD 6C 9H JD | TH',
      'stock: KH JC 7D AH 8D 3H 9S 2D 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D |',
      'waste:',
    ]);
    expect(moveList(v, s)).toBe('d');
  });
});

describe('a reserve, played from but never onto', () => {
  const canfield = catalogued('canfield');

  it('its top card plays to a column or a foundation, and the next one turns up', () => {
    const s = position(canfield, { t1: '9C', t2: 'TD', t3: '5H', t4: 'KS', f1: '6S', reserve: '2C 3C | 8D', stock: 'QS |' });
    expect(moveList(canfield, s)).toBe('t1>t2 reserve>t1 d');
    const out = applyMove(canfield, s, mv('reserve', 't1'));
    expect(layout(canfield, out.state)[8]).toBe('reserve: 2C | 3C');
    expect(out.effects).toEqual([{ kind: 'turned-up', pile: 'reserve', card: 2 }]);
  });

  it('no card goes on the reserve', () => {
    const s = position(canfield, { t1: '9C', reserve: '2C 3C | TD', stock: 'QS |' });
    expect(refusal(canfield, s, mv('t1', 'reserve'))).toBe('not-a-destination: Cards are played from the reserve, never onto it.');
  });

  it('a gap is filled at once from the reserve, and once the reserve is empty a gap stays until a card is played to it', () => {
    const s = position(canfield, { t1: '9C', t2: 'TD', t3: '5H', t4: 'KS', f1: '6S', reserve: '2C | 3C', stock: 'QS |' });
    const out = applyMove(canfield, s, mv('t1', 't2'));
    expect(layout(canfield, out.state).slice(0, 4)).toEqual(['t1: 3C', 't2: TD 9C', 't3: 5H', 't4: KS']);
    expect(out.effects).toEqual([
      { kind: 'filled', from: 'reserve', to: 't1', cards: [2] },
      { kind: 'turned-up', pile: 'reserve', card: 1 },
    ]);
    const bare = position(canfield, { t1: '9C', t2: 'TD', t3: '5H', t4: 'KS', f1: '6S', stock: 'QS |' });
    const after = applyMove(canfield, bare, mv('t1', 't2'));
    expect(layout(canfield, after.state)[0]).toBe('t1:');
    expect(after.effects).toEqual([]);
  });
});

describe('cells that take no cards', () => {
  const kingAlbert = catalogued('king-albert');

  it('their cards play out to columns and foundations; none goes in, and empty ones add nothing to a run', () => {
    const s = position(kingAlbert, { t1: '9C', t2: 'TD', t3: 'KC', t4: 'KD', t5: 'KH', t6: 'KS', t7: 'QC', t8: 'QD', t9: 'QS', c1: 'AS', c2: '8H' });
    expect(moveList(kingAlbert, s)).toBe('t1>t2 t7>t4 t7>t5 t8>t3 t8>t6 t9>t4 t9>t5 c1>f4 c2>t1');
    expect(refusal(kingAlbert, s, mv('t1', 'c3'))).toBe('not-a-destination: Cards are played from the cells, never into them.');
  });
});

describe('a variant that uses none of the new rules reads exactly as before', () => {
  it('carries none of the new fields, so saves, links and docs of existing games do not change', () => {
    const v = defineVariant({ id: 'plain', name: 'Plain', layout: { tableau: [{ cards: 52 }] } });
    expect(JSON.stringify(v.layout)).toBe('{"tableau":[{"cards":52,"faceDown":0}],"cells":[]}');
    expect(JSON.stringify(v.rules)).toBe('{"tableau":{"build":{"direction":"down","match":"alternate-colour"},"pickUp":{"kind":"run","match":"alternate-colour"},"runLimit":"unlimited","emptyAccepts":"any"},"foundations":{"kind":"up-by-suit","takeBack":false},"stock":{"kind":"none"},"effects":{"turnUpExposed":true,"liftCompletedRuns":false},"win":{"kind":"all-on-foundations"},"scoring":null}');
  });

  it('writes a new field out only when it is not its default', () => {
    const v = game({ tableau: { build: { wrap: false } }, foundations: { direction: 'down', base: 13, follow: 'suit-per-pile' }, cells: { accept: 'one-card' } }, { kingsUnder: false, acesToFoundations: false, foundationCards: 0 });
    expect([v.rules.tableau.build, v.rules.foundations, v.rules.cells, v.layout.kingsUnder]).toEqual([
      { direction: 'down', match: 'alternate-colour' }, { kind: 'up-by-suit', takeBack: false, direction: 'down' }, undefined, undefined,
    ]);
  });
});

describe('refusals of the new fields name the field, the value and the fix', () => {
  const base = { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] } };
  it.each([
    ['a rank written as a word', { ...base, rules: { foundations: { base: 'King' } } },
      'rules.foundations.base: expected a rank from 1 (Ace) to 13 (King) or "first-card", got "King"; did you mean 13?'],
    ['a base rank out of range', { ...base, rules: { foundations: { base: 14 } } },
      'rules.foundations.base: 14 is outside 1 to 13'],
    ['a follow rule in American spelling', { ...base, rules: { foundations: { follow: 'alternate-color' } } },
      'rules.foundations.follow: expected one of "suit-per-pile", "same-suit", "same-colour", "alternate-colour", "any-suit", got "alternate-color"; did you mean "alternate-colour"?'],
    ['Aces home on foundations built down', { ...base, layout: { tableau: [{ cards: 48 }], acesToFoundations: true }, rules: { foundations: { direction: 'down' } } },
      'layout.acesToFoundations: needs foundations built up from the Ace; these start elsewhere (leave out `rules.foundations.direction` and `base`)'],
    ['a card dealt to the foundations without a base it sets', { ...base, layout: { tableau: [{ cards: 51 }], foundationCards: 1 } },
      'layout.foundationCards: a card dealt to the foundations must set their base: it needs `rules.foundations: { base: "first-card" }`'],
    ['gaps filled from a reserve that is not there', { ...base, rules: { effects: { fillFromReserve: true } } },
      'rules.effects.fillFromReserve: needs a reserve to fill from: add `layout.reserve: { cards: 13, faceDown: 12 }`, say'],
    ['wrapping where nothing builds', { ...base, rules: { tableau: { build: { direction: 'none', wrap: true }, pickUp: { kind: 'top-card' } } } },
      'rules.tableau.build.wrap: ranks can only go round the corner when cards build on each other; this build direction is "none"'],
    ['cells that take nothing, without cells', { ...base, rules: { cells: { accept: 'none' } } },
      'rules.cells.accept: the layout has no cells for this rule to apply to'],
    ['Aces home counted in the cards dealt', { ...base, layout: { tableau: [{ cards: 52 }], acesToFoundations: true } },
      'layout: deals 56 cards (4 of them to the foundations) but the deck has only 52'],
  ])('%s', (_, config, message) => {
    expect(configRefusal(config)).toBe(message);
  });
});

describe('the new declarations play to a win under the engine', () => {
  it('Canfield\'s reserve empties into its columns as it is played, and the game is won with every card home', () => {
    const v = catalogued('canfield');
    const s = position(v, { t1: 'KS', f1: seq13('S', 1).slice(0, -6), f2: seq13('H', 1), f3: seq13('D', 1), f4: seq13('C', 1), reserve: 'QS', stock: '' });
    // Spades from the Ace: f1 holds A to J, the Queen is in the reserve, the King in column 1. A hand-built
    // position may leave gaps the reserve would have filled: they take any card, as the tableau rules say.
    expect(moveList(v, s)).toBe('t1>t2 t1>t3 t1>t4 reserve>t2 reserve>t3 reserve>t4 reserve>f1');
    const won = applyMove(v, applyMove(v, s, mv('reserve', 'f1')).state, mv('t1', 'f1')).state;
    expect([isWon(v, won), legalMoves(v, won)]).toEqual([true, []]);
  });
});

/** A whole suit from the given rank up, round the corner: thirteen cards as codes. */
function seq13(suit: string, from: number): string {
  const ranks = 'A23456789TJQK';
  return Array.from({ length: 13 }, (_, i) => `${ranks.charAt((from - 1 + i) % 13)}${suit}`).join(' ');
}
