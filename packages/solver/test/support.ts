import { readdirSync, readFileSync } from 'node:fs';
import { Game, parseVariant, type Move, type Variant } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { meridian } from '@patience/example-meridian';
import { CLASSIC_GAMES, SHIPPED_GAMES } from '@patience/games';
import { variantSubjects, type VariantSubject } from '@patience/test-support/subjects';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { CompactPosition } from '../src/engine/compact-position.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { solverLayout } from '../src/rules/layout.js';

/** A game with one combination of its options, named for failure messages. */
export type Subject = VariantSubject;

/** Every shipped game with every combination of its options. */
export const shippedSubjects = (): Subject[] => variantSubjects(SHIPPED_GAMES.map(({ game }) => game));

/** Every classic (Klondike, FreeCell, ...) and Meridian, our own example, with every combination of its options. */
export const exampleSubjects = (): Subject[] => variantSubjects([...CLASSIC_GAMES.map(({ game }) => game), meridian]);

/** Plays moves through core's Game from a position and says whether they win it. */
export function replaysToWin(variant: Variant, position: GameState, moves: readonly Move[]): boolean {
  const game = new Game(variant, { position });
  for (const move of moves) game.move(move);
  return game.isWon();
}

/** Where a compact play-out stands when it is handed to a check: the deal's seed and the moves played. */
export interface PlayOutStep {
  readonly seed: number;
  readonly step: number;
}

/**
 * Plays random games of `plies` moves on the compact position, deals 1 to `seeds`, and hands `check` the
 * position and its legal move codes before each move. `settle` runs first at each step (to play safe moves,
 * say); `check` must leave the position as it found it. A game stops early where no move is left.
 */
export function compactPlayOuts(
  variant: Variant,
  seeds: number,
  plies: number,
  check: (pos: CompactPosition, codes: readonly number[], at: PlayOutStep) => void,
  settle: (pos: CompactPosition) => void = () => {},
): void {
  const rules = compactRules(solverLayout(variant));
  const list = new MoveList();
  for (let seed = 1; seed <= seeds; seed++) {
    const random = mulberry32(seed);
    const pos = new CompactPosition(rules, deal(variant, seed));
    for (let step = 0; step < plies; step++) {
      settle(pos);
      legalMoveCodes(pos, list);
      const codes = Array.from(list.codes.subarray(0, list.size));
      if (codes.length === 0) break;
      check(pos, codes, { seed, step });
      pos.make(codes[randomBelow(random, codes.length)] as number);
    }
  }
}

/** The expressible games of core's catalogue (those it declares as a variant), by id, in file order. */
export function catalogueVariants(): { readonly id: string; readonly variant: Variant }[] {
  const dir = new URL('../../core/test/catalogue/games/', import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const entry = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { id: string; variant?: unknown };
      return entry.variant === undefined ? [] : [{ id: entry.id, variant: parseVariant(entry.variant) }];
    });
}

/**
 * A short fingerprint of a line of moves (FNV-1a over its JSON, as eight hex digits), so that a test can pin
 * an exact line the search finds without spelling out hundreds of moves.
 */
export function lineFingerprint(moves: readonly Move[]): string {
  const text = JSON.stringify(moves);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
