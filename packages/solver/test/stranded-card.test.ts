/**
 * The proofs that read where every card lies, for games where a card leaves only by meeting a partner (onto
 * the waste in Golf and TriPeaks, in pairs in Pyramid): a stranded card (`src/proofs/stranded-card.ts`), a card
 * none of whose partners can ever meet it; too few waste walks (`src/proofs/waste-walks.ts`). Each makes the
 * position lost; the search drops every position either proves.
 */
import { applyMove, deal, type GameState } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { positionFromText } from '@patience/core/snapshot';
import { CLASSIC_GAMES } from '@patience/games';
import { klondike } from '@patience/klondike';
import { seahaven } from '@patience/seahaven';
import { parseVariant, type Variant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { CompactPosition } from '../src/engine/compact-position.js';
import { compactRules, type CompactRules } from '../src/engine/compact-rules.js';
import { solve } from '../src/index.js';
import { strandRules, strandedCard, unpairedRank } from '../src/proofs/stranded-card.js';
import { tooFewPredecessors, tooFewWalks, walkRules } from '../src/proofs/waste-walks.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';
import type { SearchLimits } from '../src/search/search.js';

/** A classic game's variant with its default options. */
function classic(id: string): Variant {
  const found = CLASSIC_GAMES.find(({ game }) => game.id === id);
  if (!found) throw new Error(`No classic game ${id}.`);
  return found.game.variant();
}

const golf = classic('golf');
const pyramid = classic('pyramid');
const tripeaks = classic('tripeaks');

/** The complete depth-first search, with or without the proof. */
const limits = (dropStranded: boolean, maxStates: number): SearchLimits => ({
  maxStates, timeMs: 600_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false, playSafeMovesHome: true,
  skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first', dropStranded,
});

const compiled = new Map<Variant, CompactRules>();

/** The variant's compact rules, compiled once: the proofs' tables are kept per rules. */
function rulesOf(variant: Variant): CompactRules {
  let rules = compiled.get(variant);
  if (rules === undefined) {
    rules = compactRules(solverLayout(variant));
    compiled.set(variant, rules);
  }
  return rules;
}

/** The stranded card of a position, by its code, or null. */
function stranded(variant: Variant, state: GameState): string | null {
  const rules = rulesOf(variant);
  const strand = strandRules(rules);
  if (strand === null) throw new Error(`The proof does not apply to ${variant.name}.`);
  const pos = new CompactPosition(rules, state);
  const found = strandedCard(pos, strand);
  return found === null ? null : cardCode(pos.card(found.pile, found.index));
}

/** The lower rank of two that cannot be paired off in the position, or 0 (see `unpairedRank`). */
function unpaired(variant: Variant, state: GameState): number {
  const rules = rulesOf(variant);
  const strand = strandRules(rules);
  if (strand === null) return 0;
  const pos = new CompactPosition(rules, state);
  strandedCard(pos, strand);
  return unpairedRank(pos, strand);
}

/** Whether the waste-walks proof (`walks`) or the predecessors (`predecessors`) show the position lost (false where they do not apply). */
function walksTooFew(variant: Variant, state: GameState, which: 'walks' | 'predecessors' | 'either' = 'either'): boolean {
  const rules = rulesOf(variant);
  const walks = walkRules(rules);
  if (walks === null) return false;
  const pos = new CompactPosition(rules, state);
  return (which !== 'predecessors' && tooFewWalks(pos, walks)) || (which !== 'walks' && tooFewPredecessors(pos, walks));
}

/** A position of `variant` with the named piles, every other card in the stock (listed from its bottom). */
function withRestInStock(variant: Variant, piles: Record<string, string>): GameState {
  const named = Object.values(piles).join(' ').split(' ').filter((code) => code !== '');
  const rest = Array.from({ length: 52 }, (_, id) => cardCode(id)).filter((code) => !named.includes(code));
  return positionFromText(variant, { ...piles, stock: rest.join(' ') });
}

describe('where the proof applies, read from the rules', () => {
  const how = (variant: Variant) => strandRules(compactRules(solverLayout(variant)))?.how ?? null;

  it('onto the waste in Golf and TriPeaks, in pairs in Pyramid; nowhere a card may leave another way', () => {
    expect([golf, tripeaks, pyramid, klondike.variant(), seahaven.variant()].map(how)).toEqual(['onto-waste', 'onto-waste', 'in-pairs', null, null]);
  });

  it('nor where the tableau is gathered and dealt again: a redeal moves every card, so no covering lasts', () => {
    const pairsInFans = (redeal?: object) => parseVariant({
      id: 'pairs-in-fans', name: 'Pairs in fans', layout: { tableau: Array.from({ length: 13 }, () => ({ cards: 4 })) },
      rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', ...(redeal ? { redeal } : {}) }, foundations: { kind: 'pairs', total: 13 }, stock: { kind: 'none' } },
    });
    expect(how(pairsInFans())).toBe('in-pairs');
    expect(how(pairsInFans({ times: 2, gather: 'shuffled', perPile: 4 }))).toBeNull();
  });
});

describe('Golf: "the top card of a column is played onto the waste when it is one rank above or below the waste\'s top card"', () => {
  it('a 7 whose sixes and eights are under the waste\'s top card or under it in its column is stranded', () => {
    const state = withRestInStock(golf, { t1: '8S 7S', t2: '3C 4C', waste: '6C 6D 6H 6S 8C 8D 8H KC' });
    expect(stranded(golf, state)).toBe('7S');
  });

  it('not while an eight lies in another column, nor while the waste\'s top is an eight and the 7 is free', () => {
    expect(stranded(golf, withRestInStock(golf, { t1: '8S 7S', t2: '3C 8H', waste: '6C 6D 6H 6S 8C 8D KC' }))).toBeNull();
    expect(stranded(golf, withRestInStock(golf, { t1: '8S 7S', t2: '3C 4C', waste: '6C 6D 6H 6S 8C 8D 8H' }))).toBeNull();
  });

  it('but the waste\'s top eight is buried before a 7 under another card is free', () => {
    expect(stranded(golf, withRestInStock(golf, { t1: '8S 7S QD', t2: '3C 4C', waste: '6C 6D 6H 6S 8C 8D 8H' }))).toBe('7S');
  });
});

describe('waste walks: "the top card of a column is played onto the waste when it is one rank above or below the waste\'s top card"', () => {
  it('apply where the waste\'s rule splits the faces in two (Golf, TriPeaks without King on Ace); not round the corner', () => {
    const applies = (variant: Variant) => walkRules(compactRules(solverLayout(variant))) !== null;
    const noWrap = CLASSIC_GAMES.find(({ game }) => game.id === 'tripeaks')?.game.variant({ wrap: false }) as Variant;
    expect([golf, noWrap, tripeaks, pyramid].map(applies)).toEqual([true, true, false, false]);
    // Odd ranks take even ranks only, and the other way round.
    expect(Array.from((walkRules(compactRules(solverLayout(golf))) as { colour: Uint8Array }).colour)).toEqual(
      Array.from({ length: 52 }, (_, face) => (face % 13) % 2));
  });

  it('five odd cards in the tableau need five even starters: the waste\'s top and the stock\'s cards', () => {
    // The other cards lie under the waste's top card, played.
    const position = (stock: string) => {
      const named = ['AC', '3C', '5C', '7C', '9C', '2D', ...stock.split(' ')];
      const played = Array.from({ length: 52 }, (_, id) => cardCode(id)).filter((code) => !named.includes(code));
      return positionFromText(golf, { t1: 'AC 3C 5C', t2: '7C 9C', waste: [...played, '2D'].join(' '), stock });
    };
    expect(walksTooFew(golf, position('4D 6D 8D'))).toBe(true);
    expect(walksTooFew(golf, position('4D 6D 8D TD'))).toBe(false);
    expect(solve(golf, position('4D 6D 8D'), { peek: true })).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: 'The cards left in the tableau cannot all be played: the cards played onto the waste after each card the stock turns alternate between two kinds, each played only on the other (odd and even ranks, where cards go one rank up or down), and too few turns are left for the cards of one kind.',
    });
  });
});

describe('predecessors: each card is played onto one card of a neighbouring rank, and covers only that one', () => {
  /** Golf with the named piles and the stock; every other card played, under the waste's top card. */
  function golfPosition(piles: Record<string, string>, stock: string): GameState {
    const named = [...Object.values(piles), stock, '8D'].join(' ').split(' ');
    const played = Array.from({ length: 52 }, (_, id) => cardCode(id)).filter((code) => !named.includes(code));
    return positionFromText(golf, { ...piles, waste: [...played, '8D'].join(' '), stock });
  }

  it('Golf\'s classes are its ranks, in a chain from Ace to King', () => {
    const link = walkRules(rulesOf(golf))?.link;
    expect(link && Array.from(link)).toEqual(Array.from({ length: 52 }, (_, face) => (face % 13) + 1));
    expect(walkRules(rulesOf(classic('tripeaks')))).toBeNull();
  });

  it('two Aces with one 2 to come are lost, though the walks allow it; with two 2s and two Queens for the Kings, not', () => {
    const piles = { t1: 'AC AD', t2: 'KC KD' };
    expect([walksTooFew(golf, golfPosition(piles, '2C QC 4D 6D'), 'walks'), walksTooFew(golf, golfPosition(piles, '2C QC 4D 6D'), 'predecessors')]).toEqual([false, true]);
    expect(walksTooFew(golf, golfPosition(piles, '2C 2D QC QD 4D'))).toBe(false);
    expect(solve(golf, golfPosition(piles, '2C QC 4D 6D'), { peek: true })).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: 'The cards left in the tableau cannot all be played: each must go on a card of a neighbouring rank still to come onto the waste, one card on each, and too few are left.',
    });
  });
});

describe('Pyramid: "free cards are removed in pairs whose ranks add up to thirteen"', () => {
  it('a 6 at the apex whose 7s all lie in the piles covering it is stranded; not once one 7 is in the stock', () => {
    // Only these cards are on the table (the others count as gone); each 7 in t2-t4 covers the apex, t1.
    const piles = { t1: '6H', t2: '7C', t3: '7D', stock: '6C 6D' };
    expect(stranded(pyramid, positionFromText(pyramid, { ...piles, t4: '7S' }))).toBe('6H');
    expect(stranded(pyramid, positionFromText(pyramid, { ...piles, stock: '7S 6C 6D' }))).toBeNull();
  });

  it('deal 2 is lost at the deal: the 5 of diamonds is in the stock with every 8, and two stock cards are never free at once', () => {
    expect(stranded(pyramid, deal(pyramid, 2))).toBe('5D');
    expect(solve(pyramid, deal(pyramid, 2), { peek: true })).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: 'The 5 of diamonds can never be removed: every card it could pair with is gone, lies in its way, or can never be free at the same time.',
    });
  });

  it('deal 7 is lost at the deal though no card is stranded: three 4s lie in the stock, and only two 9s outside it', () => {
    const rules = rulesOf(pyramid);
    const strand = strandRules(rules) as NonNullable<ReturnType<typeof strandRules>>;
    const pos = new CompactPosition(rules, deal(pyramid, 7));
    expect([strandedCard(pos, strand), unpairedRank(pos, strand)]).toEqual([null, 4]);
    expect(solve(pyramid, deal(pyramid, 7), { peek: true })).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: 'The 4s and 9s left cannot all be removed: too few of them can ever be free at the same time as a partner.',
    });
  });

  it('pairs off the ranks where each card has its own partner: the apex 6 and two 7s, with two 6s and a 7 in the stock', () => {
    const rules = rulesOf(pyramid);
    const strand = strandRules(rules) as NonNullable<ReturnType<typeof strandRules>>;
    const pos = new CompactPosition(rules, positionFromText(pyramid, { t1: '6H', t2: '7C', t3: '7D', stock: '7S 6C 6D' }));
    expect([strandedCard(pos, strand), unpairedRank(pos, strand)]).toEqual([null, 0]);
    // Without the 7 in the stock, the 6s in it have only the 7s of t2 and t3, and the apex none: the 6 at t1 is stranded.
    const fewer = new CompactPosition(rules, positionFromText(pyramid, { t1: '6H', t2: '7C', t3: '7D', stock: '6C 6D' }));
    expect(strandedCard(fewer, strand)).toEqual({ pile: 0, index: 0 });
  });

  it('is not tried without peeking, where the stock\'s cards are hidden', () => {
    expect(solve(pyramid, deal(pyramid, 2), { maxStates: 1000 })).toMatchObject({ status: 'gave-up', reason: 'hidden-cards' });
  });
});

describe('the proof is sound, and the search drops what it proves', () => {
  // Deals the search wins without the proof in a few thousand positions.
  const won: readonly [string, number][] = [
    ['golf', 6], ['golf', 8], ['golf', 21], ['golf', 23],
    ['tripeaks', 1], ['tripeaks', 5], ['tripeaks', 14], ['tripeaks', 25],
    ['pyramid', 1], ['pyramid', 24],
  ];
  it.each(won)('%s deal %i: no position along the line won without the proofs has a stranded card, ranks not paired off or too few walks', (id, seed) => {
    const variant = classic(id);
    const outcome = compactSearch(solverLayout(variant), deal(variant, seed), limits(false, 20_000));
    expect(outcome.end).toBe('won');
    let state = deal(variant, seed);
    expect([stranded(variant, state), unpaired(variant, state), walksTooFew(variant, state)]).toEqual([null, 0, false]);
    for (const move of outcome.moves) {
      state = applyMove(variant, state, move).state;
      expect([stranded(variant, state), unpaired(variant, state), walksTooFew(variant, state)]).toEqual([null, 0, false]);
    }
  });

  it('Golf deal 5: exhausted both ways, storing 18,888 positions with the proofs against 151,089 without; deal 10 proved lost after storing 2', () => {
    const layout = solverLayout(golf);
    const without = compactSearch(layout, deal(golf, 5), limits(false, 200_000));
    const withProofs = compactSearch(layout, deal(golf, 5), limits(true, 200_000));
    expect([without.end, without.statesExplored, withProofs.end, withProofs.statesExplored]).toEqual(['exhausted', 151_089, 'exhausted', 18_888]);
    expect(solve(golf, deal(golf, 10), { peek: true })).toMatchObject({ status: 'unwinnable', statesExplored: 2 });
  });
});
