/**
 * What the app must show, computed in Node from the engine itself: every game definition, exact layouts in
 * the same words the DOM reader uses, routes, and saved games in the app's storage format.
 */
import { Game, type GameDefinition, type Move, type OptionValues, type Variant } from '@patience/core';
import { pileIds, type GameState } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { mulberry32, randomBelow } from '@patience/core/random';
import type { OptionValue } from '@patience/core/rules';
import { DEMO_GAMES, MORE_GAMES } from '../../build/games.js';

/** Every game the demo ships, in gallery order. */
export const GAMES: readonly GameDefinition[] = DEMO_GAMES;

/** The example games the gallery lists under "More games", in gallery order. */
export const MORE: readonly GameDefinition[] = MORE_GAMES;

/** A game's definition by id, shipped or example; throws for an id the demo does not list. */
export function definition(gameId: string): GameDefinition {
  const found = [...GAMES, ...MORE].find((g) => g.id === gameId);
  if (!found) throw new Error(`No game "${gameId}" among ${[...GAMES, ...MORE].map((g) => g.id).join(', ')}.`);
  return found;
}

/**
 * A position as lines, one per pile in the engine's pile order: `t3: ## ## 5H 7C` (`##` for a face-down
 * card, codes bottom to top for face-up ones), `f1:` for an empty pile, and `stock: 24 cards`.
 */
export function layoutOf(variant: Variant, state: GameState): string[] {
  return pileIds(variant).map((id, i) => {
    const pile = state.piles[i];
    if (!pile) throw new Error(`The state has no pile ${id}.`);
    if (id === 'stock') return `stock: ${pile.cards.length} cards`;
    const words = pile.cards.map((card, n) => (n < pile.faceDown ? '##' : cardCode(card)));
    return words.length === 0 ? `${id}:` : `${id}: ${words.join(' ')}`;
  });
}

/** The layout of a game now. */
export function layoutOfGame(game: Game): string[] {
  return layoutOf(game.variant, game.state);
}

/** A numbered deal of a game with these options (the defaults for the rest). */
export function dealGame(gameId: string, seed: number, options: Partial<OptionValues> = {}): Game {
  return new Game(definition(gameId).variant(options), { seed });
}

/** An option value in its URL form: `2`, `allow`, `true`. */
export function optionText(value: OptionValue): string {
  return String(value);
}

/** The play route of a numbered deal: `/play/spider?seed=3&suits=2`. */
export function playRoute(gameId: string, seed: number, options: Partial<OptionValues> = {}): string {
  const params = new URLSearchParams({ seed: String(seed) });
  for (const [key, value] of Object.entries(options)) if (value !== undefined) params.set(key, optionText(value));
  return `/play/${gameId}?${params.toString()}`;
}

/**
 * The options a play route names, read as the app should read them; `null` when a key or a value is not one
 * of the game's (such a route must not show that variant).
 */
export function optionsFromParams(game: GameDefinition, params: URLSearchParams): OptionValues | null {
  const options: Record<string, OptionValue> = {};
  for (const [key, text] of params) {
    if (key === 'seed') continue;
    const option = game.options.find((o) => o.key === key);
    const choice = option?.choices.find((c) => optionText(c.value) === text);
    if (!option || !choice) return null;
    options[key] = choice.value;
  }
  return options;
}

/** The first numbered deal (from `from`) where `pick` finds a move, with that move. */
export function findDeal(gameId: string, options: Partial<OptionValues>, pick: (game: Game) => Move | undefined, from = 1): { seed: number; move: Move } {
  for (let seed = from; seed < from + 500; seed++) {
    const move = pick(dealGame(gameId, seed, options));
    if (move) return { seed, move };
  }
  throw new Error(`No deal of ${gameId} from ${from} has the move the test needs.`);
}

/** A card move (not a deal) between tableau columns. */
export function isColumnMove(move: Move): move is Extract<Move, { kind: 'move' }> {
  return move.kind === 'move' && move.from.startsWith('t') && move.to.startsWith('t');
}

/**
 * Whether a click on the card `count` deep in `from` can only mean this move: no other legal move takes the
 * same cards elsewhere, so whatever "best destination" the app picks, it is this one.
 */
export function onlyDestination(game: Game, move: Move): boolean {
  if (move.kind !== 'move') return false;
  return game.moves({ from: move.from }).filter((m) => m.kind === 'move' && m.count === move.count).length === 1;
}

/** The game in progress as the app stores it under `patience:v1:game:<gameId>` (CONTRACT section 4). */
export function savedGameEntry(game: Game, elapsedMs = 60_000): string {
  return JSON.stringify({ version: 1, options: game.variant.options, save: game.save(), elapsedMs });
}

/** The localStorage key of a game in progress. */
export function gameKey(gameId: string): string {
  return `patience:v1:game:${gameId}`;
}

/** The localStorage key of the statistics. */
export const STATS_KEY = 'patience:v1:stats';

/**
 * A numbered deal played into a dead end (not won, no legal move, no deal) by a seeded random playout: for
 * the "no moves left" indicator. The same every run.
 */
export function stuckGame(gameId: string): Game {
  for (let seed = 1; seed < 200; seed++) {
    const game = dealGame(gameId, seed);
    const random = mulberry32(seed);
    for (let step = 0; step < 300 && !game.isStuck() && !game.isWon(); step++) {
      const moves = game.moves();
      const move = moves[randomBelow(random, moves.length)];
      if (!move) break;
      game.move(move);
    }
    if (game.isStuck()) return game;
  }
  throw new Error(`No deal of ${gameId} ran into a dead end.`);
}
