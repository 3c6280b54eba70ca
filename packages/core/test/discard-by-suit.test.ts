/**
 * Discarding by suit (`rules.foundations.pairBy: "higher-of-suit"`, win `aces-left`), as Aces Up plays it: "a card is
 * discarded when a higher card of its suit lies on top of another pile; a deal puts a card on each pile; an empty
 * pile takes any top card; won with only the four Aces left". Exact move lists, refusals, rules text and the config's
 * own refusals, on the catalogue's Aces Up, and a property over random play.
 */
import { describe, expect, it } from 'vitest';
import { describeRules, parseVariant, type Move, type Variant } from '../src/index.js';
import { rankOf, suitOf, type CardId } from '../src/cards/card.js';
import { applyMove, deal, isWon, legalMoves } from '../src/entries/engine.js';
import { snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { card, configRefusal, layout, moveList, mv, position, refusal } from './support/engine-helpers.js';
import { readCatalogue } from './catalogue/catalogue.js';

const config = readCatalogue().find((e) => e.id === 'aces-up')?.variant as { rules: object };
const acesUp: Variant = parseVariant(config);

describe('Aces Up: "a card is discarded when a higher card of its suit lies on top of another pile"', () => {
  it('deals four piles of one face up, the rest to the stock', () => {
    const s = deal(acesUp, 1);
    expect(s.piles.map((p) => [p.cards.length, p.faceDown])).toEqual([[1, 0], [1, 0], [1, 0], [1, 0], [0, 0], [48, 48]]);
    expect(acesUp.rules.foundations).toEqual({ kind: 'pairs', total: 13, pairBy: 'higher-of-suit' });
  });

  it('discards a card outranked in its suit, Ace high, and moves a top card into a gap', () => {
    const s = position(acesUp, { t1: '5C 8H', t2: 'JH', t3: 'AC', stock: '2D 3D 4D 5D' });
    expect(moveList(acesUp, s)).toBe('t1>t4 t1>f1 t2>t4 t3>t4 d');
    const outcome = applyMove(acesUp, s, mv('t1', 'f1'));
    expect(outcome.cards).toEqual([card('8H')]);
    expect(layout(acesUp, outcome.state)).toContain('f1: 8H');
    // The 5 of clubs is now on top, and the Ace of clubs outranks it.
    expect(moveList(acesUp, outcome.state)).toBe('t1>t4 t1>f1 t2>t4 t3>t4 d');
  });

  it('refuses a card no higher card of its suit outranks, a card onto a card, and never discards an Ace', () => {
    const s = position(acesUp, { t1: 'KH', t2: 'QH', t3: 'AS', t4: '2S', stock: '2D 3D 4D 5D' });
    expect(refusal(acesUp, s, mv('t1', 'f1'))).toBe('not-outranked: No higher card of the hearts (Ace high) is the top card of another pile.');
    expect(refusal(acesUp, s, mv('t3', 'f1'))).toBe('not-outranked: No higher card of the spades (Ace high) is the top card of another pile.');
    expect(refusal(acesUp, s, mv('t2', 't1'))).toBe('not-a-pair: Cards are discarded one at a time; the Queen of hearts cannot be played onto the King of hearts.');
    expect(moveList(acesUp, s)).toBe('t2>f1 t4>f1 d');
  });

  it('is won with only the Aces left, and reads back a discard pile of anything but an Ace', () => {
    const rest = ['H', 'S', 'D', 'C'].flatMap((suit) => ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].map((r) => `${r}${suit}`));
    const won = position(acesUp, { t1: 'AH', t2: 'AS', t3: 'AD', t4: 'AC', f1: rest.join(' ') });
    expect(isWon(acesUp, won)).toBe(true);
    const s = position(acesUp, { t1: '2H', t2: 'AS AH', t3: 'AD', t4: 'AC', f1: rest.filter((c) => c !== '2H').join(' ') });
    expect(isWon(acesUp, s)).toBe(false);
    expect(isWon(acesUp, applyMove(acesUp, s, mv('t1', 'f1')).state)).toBe(true);
    const snap = snapshot(acesUp, s);
    expect(stateFromSnapshot(acesUp, snap)).toEqual(s);
    const t2 = snap.piles.find((p) => p.id === 't2')?.cards ?? [];
    const f1 = snap.piles.find((p) => p.id === 'f1')?.cards ?? [];
    // The Ace of spades swapped with the discard pile's first card.
    const bad = { ...snap, piles: snap.piles.map((p) => (p.id === 'f1' ? { ...p, cards: [t2[0], ...f1.slice(1)] }
      : p.id === 't2' ? { ...p, cards: [f1[0], t2[1]] } : p)) };
    expect(() => stateFromSnapshot(acesUp, bad)).toThrow('the foundation holds cards discarded by a higher card of their suit, never an Ace');
  });

  it('says the discard and the win in the rules text', () => {
    const sections = describeRules(acesUp).sections;
    expect(sections.find((section) => section.heading === 'Foundations')?.rules.slice(0, 2)).toEqual([
      'A free card is discarded to the foundation when a higher card of its suit is the free card of another pile; Aces rank highest, '
        + 'so an Ace is never discarded.',
      'Cards are discarded one at a time, never in pairs.',
    ]);
    expect(sections.find((section) => section.heading === 'Winning')?.rules).toEqual(['The game is won when every card but the four Aces is on the foundation.']);
  });

  it('refuses a win that does not fit the discard, a total, and the Aces-left win without it, by field', () => {
    const rules = (over: object): object => ({ ...config.rules, ...over });
    expect(configRefusal({ ...config, rules: rules({ win: { kind: 'all-on-foundations' } }) }))
      .toBe('rules.win.kind: nothing outranks an Ace, so the Aces are never discarded: set `rules.win: { kind: "aces-left" }`');
    expect(configRefusal({ ...config, rules: rules({ foundations: { kind: 'pairs', pairBy: 'higher-of-suit', total: 13 } }) }))
      .toBe('rules.foundations.total: a card discarded by a higher card of its suit needs no total: leave out `total`, or set `pairBy: "total"`');
    expect(configRefusal({ ...config, rules: rules({ foundations: { kind: 'pairs' } }) }))
      .toBe('rules.win.kind: only a game that discards by suit leaves the Aces out: set `rules.foundations: { kind: "pairs", pairBy: '
        + '"higher-of-suit" }`, or another win');
  });

  it('property: every discard leaves a higher card of its suit on top of another pile, and no Ace is ever discarded', () => {
    let discards = 0;
    for (let seed = 1; seed <= 30; seed++) {
      let s = deal(acesUp, seed);
      for (let step = 0; step < 200; step++) {
        const moves = legalMoves(acesUp, s);
        if (moves.length === 0) break;
        const move = moves[(seed * 7 + step * 13) % moves.length] as Move;
        if (move.kind === 'move' && move.to === 'f1') {
          const fromIndex = ['t1', 't2', 't3', 't4'].indexOf(move.from);
          const moving = s.piles[fromIndex]?.cards.at(-1);
          expect(moving === undefined ? 1 : rankOf(moving)).not.toBe(1);
          const high = (c: number): number => (rankOf(c) === 1 ? 14 : rankOf(c));
          const outranked = s.piles.slice(0, 4).some((p, i) => i !== fromIndex && p.cards.length > 0
            && suitOf(p.cards.at(-1) as CardId) === suitOf(moving as CardId) && high(p.cards.at(-1) as number) > high(moving as number));
          expect(outranked).toBe(true);
          discards++;
        }
        s = applyMove(acesUp, s, move).state;
      }
    }
    expect(discards).toBeGreaterThan(100);
  });
});
