/**
 * The engine agrees with itself. Seeded random games of every fixture, checking at every step that:
 * - whyIllegal accepts every move legalMoves lists;
 * - no card is lost, made or doubled;
 * - a move never changes the position it was made from (positions are frozen), and undo then redo through
 *   the Game give back the exact position objects;
 * and, on a sample of steps (the opening, the middle of a game, and wherever no move is left):
 * - legalMoves lists exactly the candidate moves whyIllegal accepts, in the documented order: every
 *   from/to pair of piles with 1 to (cards on the source + 1) cards, then the deal, then the redeal;
 * - the Game's move gives the same position as the pure applyMove.
 * The exhaustive check asks whyIllegal about a thousand moves or more per position, which is why it runs
 * on a sample: the whole file should take a few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineVariant, Game, type Move, type Variant } from '../src/index.js';
import { applyMove, pileIds, whyIllegal, type GameState } from '../src/entries/engine.js';
import { mulberry32, randomBelow } from '../src/entries/random.js';
import { formatMove } from '../src/entries/notation.js';
import { freecell } from './fixtures/freecell.js';
import { klondike, klondikeDraw3 } from './fixtures/klondike.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { yukon } from './fixtures/yukon.js';
import { allCards, frozen } from './support/engine-helpers.js';

const GAMES = 30;
const ACTIONS = 300;
/** Games per test, so that no single test runs long. */
const GAMES_PER_TEST = 10;
/** Steps at which the exhaustive check runs, besides any step with no move left. */
const FULL_CHECK_AT = new Set([0, 150]);
/** How often the Game's move is compared with a fresh applyMove. */
const APPLY_CHECK_EVERY = 10;

// Nearly every candidate is refused, and a refusal is an Error: without stack traces they cost far less.
const stackTraceLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  Error.stackTraceLimit = stackTraceLimit;
});

/** Every move a player could name in a position, in the order legalMoves documents. */
function candidates(variant: Variant, state: GameState): Move[] {
  const ids = pileIds(variant);
  const out: Move[] = [];
  ids.forEach((from, i) => {
    const most = (state.piles[i]?.cards.length ?? 0) + 1;
    for (const to of ids) {
      for (let count = 1; count <= most; count++) out.push({ kind: 'move', from, to, count });
    }
  });
  out.push({ kind: 'deal' }, { kind: 'redeal' });
  return out;
}

/**
 * Fails unless the position holds each card of the deck exactly once. `seen` comes in with 1 for each card
 * of the deck and 0 elsewhere.
 */
function checkCards(state: GameState, deck: readonly number[], seen: Uint8Array): void {
  let total = 0;
  for (const pile of state.piles) {
    for (const card of pile.cards) {
      if (seen[card] !== 1) expect.fail(`card ${card} is not in the deck, or appears twice`);
      seen[card] = 2;
      total++;
    }
  }
  if (total !== deck.length) expect.fail(`the position holds ${total} of the deck's ${deck.length} cards`);
}

/** Plays seeded random games and checks the engine at every step; returns how many moves were made. */
function playOut(variant: Variant, firstGame: number, games: number, actions = ACTIONS): { steps: number; fullChecks: number } {
  const deck = allCards(new Game(variant, { seed: 1 }).state);
  const seen = new Uint8Array((deck.at(-1) ?? 0) + 1);
  const inDeck = new Uint8Array(seen.length);
  for (const card of deck) inDeck[card] = 1;
  let steps = 0;
  let fullChecks = 0;
  for (let g = firstGame; g < firstGame + games; g++) {
    const game = new Game(variant, { seed: 1000 + g });
    const next = mulberry32(g + 1);
    for (let a = 0; a < actions; a++) {
      const state = frozen(game.state);
      const moves = game.moves();
      for (const m of moves) {
        const refusal = whyIllegal(variant, state, m);
        if (refusal) expect.fail(`${formatMove(m)} is listed as legal but refused: ${refusal.message}`);
      }
      if (FULL_CHECK_AT.has(a) || moves.length === 0) {
        const accepted = candidates(variant, state).filter((m) => whyIllegal(variant, state, m) === null);
        expect(moves.map(formatMove)).toEqual(accepted.map(formatMove));
        fullChecks++;
      }
      seen.set(inDeck);
      checkCards(state, deck, seen);
      if (moves.length === 0) break;

      const move = moves[randomBelow(next, moves.length)] as Move;
      game.move(move);
      const after = game.state;
      if (a % APPLY_CHECK_EVERY === 0) expect(after).toEqual(applyMove(variant, state, move).state);
      if (game.undo()?.move !== move || game.state !== state) expect.fail(`undo of ${formatMove(move)} did not restore the position`);
      if (game.redo()?.move !== move || game.state !== after) expect.fail(`redo of ${formatMove(move)} did not restore the position`);
      steps++;
    }
  }
  return { steps, fullChecks };
}

describe.each([klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike].map((v) => [v.id, v] as const))(
  '%s: random play-outs',
  (_, variant) => {
    for (let first = 0; first < GAMES; first += GAMES_PER_TEST) {
      it(`games ${first + 1} to ${first + GAMES_PER_TEST} (up to ${ACTIONS} actions each) keep the engine in step with itself`, () => {
        const { steps, fullChecks } = playOut(variant, first, GAMES_PER_TEST);
        expect(steps).toBeGreaterThan(GAMES_PER_TEST * 10);
        expect(fullChecks).toBeGreaterThanOrEqual(GAMES_PER_TEST);
      });
    }
  },
);

/**
 * Variants that use the words of the vocabulary no fixture uses, so that every branch of move generation
 * is checked against whyIllegal in play, not only on hand-built positions.
 */
const pile = (cards: number, faceDown: number): { cards: number; faceDown: number } => ({ cards, faceDown });
const EXOTIC: readonly Variant[] = [
  defineVariant({
    id: 'up-same-colour',
    name: 'Up in colour',
    layout: { tableau: Array.from({ length: 8 }, () => pile(5, 2)), cells: [pile(0, 0), pile(0, 0)] },
    rules: {
      tableau: { build: { direction: 'up', match: 'same-colour' }, runLimit: 'free-spaces', emptyAccepts: 'king' },
      foundations: { kind: 'up-by-suit', takeBack: true },
      stock: { kind: 'draw-to-waste', draw: 3, redeals: 2 },
      scoring: { start: 0, perMove: -1, perCardToFoundation: 5, perRunLifted: 0 },
    },
  }),
  defineVariant({
    id: 'up-or-down-other-suit',
    name: 'Up or down',
    layout: { tableau: Array.from({ length: 6 }, () => pile(6, 3)) },
    rules: {
      tableau: { build: { direction: 'up-or-down', match: 'other-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
      stock: { kind: 'deal-row', emptyPiles: 'allow-if-unfillable' },
      effects: { turnUpExposed: false },
    },
  }),
  defineVariant({
    id: 'any-face-up-doubling',
    name: 'Doubling',
    layout: { tableau: Array.from({ length: 7 }, () => pile(6, 2)), cells: [pile(1, 0)] },
    rules: {
      tableau: { build: { direction: 'down', match: 'same-suit' }, pickUp: { kind: 'any-face-up' }, runLimit: 'doubling-per-empty-pile' },
      stock: { kind: 'deal-row', emptyPiles: 'allow' },
    },
  }),
  defineVariant({
    id: 'alternate-runs',
    name: 'Alternate runs',
    deck: { decks: 2, suits: ['spades', 'hearts'] },
    layout: { tableau: Array.from({ length: 10 }, () => pile(5, 4)) },
    rules: {
      tableau: { build: { direction: 'down', match: 'alternate-colour' }, emptyAccepts: 'king' },
      foundations: { kind: 'complete-runs', match: 'alternate-colour' },
      stock: { kind: 'deal-row', emptyPiles: 'allow-if-unfillable' },
      scoring: { start: 500, perMove: -1, perCardToFoundation: 0, perRunLifted: 100 },
    },
  }),
  defineVariant({
    id: 'no-building',
    name: 'No building',
    layout: { tableau: Array.from({ length: 8 }, () => pile(6, 0)), cells: [pile(1, 0), pile(1, 0), pile(1, 0), pile(1, 0)] },
    rules: { tableau: { build: { direction: 'none', match: 'any-suit' }, pickUp: { kind: 'top-card' } } },
  }),
];

describe.each(EXOTIC.map((v) => [v.id, v] as const))('%s: random play-outs', (_, variant) => {
  it('5 games of up to 200 actions keep the engine in step with itself', () => {
    const { steps, fullChecks } = playOut(variant, 0, 5, 200);
    expect(steps).toBeGreaterThan(5);
    expect(fullChecks).toBeGreaterThanOrEqual(5);
  });
});
