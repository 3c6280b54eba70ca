/**
 * Pairs of equal rank (`rules.foundations.pairBy: "equal-rank"`), as Nestor plays them: "two top cards of the same
 * rank are removed together, the reserve's cards each playable; won when every card is removed". Exact move lists,
 * refusals, rules text and the config's own refusals, on the catalogue's Nestor.
 */
import { describe, expect, it } from 'vitest';
import { describeRules, parseVariant, type Move, type Variant } from '../src/index.js';
import { applyMove, deal, isWon, legalMoves } from '../src/entries/engine.js';
import { snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { card, configRefusal, layout, moveList, mv, position, refusal } from './support/engine-helpers.js';
import { readCatalogue } from './catalogue/catalogue.js';

const nestor: Variant = parseVariant(readCatalogue().find((e) => e.id === 'nestor')?.variant);

describe('Nestor: "two top cards of the same rank are removed together"', () => {
  it('deals eight columns of six face up and four reserve cards, and reads as the pairs foundation by rank', () => {
    const s = deal(nestor, 1);
    expect(s.piles.map((p) => [p.cards.length, p.faceDown])).toEqual([
      ...Array.from({ length: 8 }, () => [6, 0]), [0, 0], ...Array.from({ length: 4 }, () => [1, 0]),
    ]);
    expect(nestor.rules.foundations).toEqual({ kind: 'pairs', total: 13, pairBy: 'equal-rank' });
  });

  it('pairs two free cards of one rank, from a column or the reserve, by playing one onto the other', () => {
    const s = position(nestor, { t1: '5C 8H', t2: '8S', t3: '3D', c1: '3H' });
    expect(moveList(nestor, s)).toBe('t1>t2 t2>t1 t3>c1 c1>t3');
    const outcome = applyMove(nestor, s, mv('c1', 't3'));
    expect(outcome.cards).toEqual([card('3H'), card('3D')]);
    expect(layout(nestor, outcome.state)).toContain('f1: 3H 3D');
  });

  it('refuses two cards of different ranks, a card alone, and a card into a gap, each with its reason', () => {
    const s = position(nestor, { t1: '5C 8H', t2: '7S', t3: 'KD' });
    expect(refusal(nestor, s, mv('t1', 't2'))).toBe('not-a-pair: The 8 of hearts and the 7 of spades are not of the same rank.');
    expect(refusal(nestor, s, mv('t3', 'f1'))).toBe('not-a-pair: No card goes to the foundation alone; play the King of diamonds onto a free card of the same rank.');
    expect(moveList(nestor, s)).toBe('');
  });

  it('is won when every card is on the foundation, and reads a discard pile back only in pairs of one rank', () => {
    const s = position(nestor, { t1: '9C', t2: '9D' });
    const home = applyMove(nestor, s, mv('t1', 't2')).state;
    expect(home.piles[8]?.cards).toEqual([card('9C'), card('9D')]);
    expect(isWon(nestor, deal(nestor, 1))).toBe(false);
    // A real game's discard pile, then its second card swapped with a column's top card of another rank.
    const dealt = deal(nestor, 1);
    const paired = applyMove(nestor, dealt, legalMoves(nestor, dealt)[0] as Move).state;
    const snap = snapshot(nestor, paired);
    const pile = (id: string) => snap.piles.find((p) => p.id === id)?.cards ?? [];
    const rankIn = (c: (typeof snap.piles)[number]['cards'][number] | undefined): number | undefined => (c && 'rank' in c ? c.rank : undefined);
    const [first, second] = pile('f1');
    const column = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'].find((id) => rankIn(pile(id).at(-1)) !== rankIn(first)) as string;
    const swapped = pile(column).at(-1);
    const bad = { ...snap, piles: snap.piles.map((p) => (p.id === 'f1' ? { ...p, cards: [first, swapped] }
      : p.id === column ? { ...p, cards: [...p.cards.slice(0, -1), second] } : p)) };
    expect(stateFromSnapshot(nestor, snap)).toEqual(paired);
    expect(() => stateFromSnapshot(nestor, bad)).toThrow('the foundation holds cards removed in pairs of the same rank');
  });

  it('says the pairs by rank in the rules text, with no card going alone', () => {
    const foundations = describeRules(nestor).sections.find((section) => section.heading === 'Foundations');
    expect(foundations?.rules.slice(0, 2)).toEqual([
      'Two free cards of the same rank are removed together to the foundation: play one onto the other.',
      'No card is removed by itself.',
    ]);
  });

  it('refuses a total beside pairs of equal rank, and an unknown pairing, by field', () => {
    const rules = (foundations: object): object => ({ ...nestor.rules, foundations });
    expect(configRefusal({ ...nestor, rules: rules({ kind: 'pairs', pairBy: 'equal-rank', total: 13 }) }))
      .toBe('rules.foundations.total: a pair of equal rank adds up to no set total: leave out `total`, or set `pairBy: "total"`');
    expect(configRefusal({ ...nestor, rules: rules({ kind: 'pairs', pairBy: 'same-rank' }) }))
      .toBe('rules.foundations.pairBy: expected one of "total", "equal-rank", "higher-of-suit", got "same-rank"');
  });
});
