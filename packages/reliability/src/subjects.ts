/**
 * What the reliability suite plays: every shipped game, every classic (`@patience/games` lists both) and
 * Meridian, the example game of our own, each with every combination of its option values. Each subject knows where
 * {@link Game.load} finds its variant again, so saves are loaded the way an app loads them. (Core's
 * Spider-like and Easthaven-like fixtures, once played here too, have the very rules of one-suit Spider and
 * of Easthaven's defaults, which the shipped subjects play.)
 */
import fc from 'fast-check';
import { gameSource, type GameDefinition } from '@patience/core';
import type { VariantSource } from '@patience/core/saves';
import { meridian } from '@patience/example-meridian';
import { CLASSIC_GAMES, SHIPPED_GAMES } from '@patience/games';
import { variantSubjects, type VariantSubject } from '@patience/test-support/subjects';

/** One variant under test, which knows where a save of it is loaded from. */
export interface Subject extends VariantSubject {
  /** Where a save of this variant is loaded from. */
  readonly source: VariantSource;
}

/** Each game with every combination of its options, loaded from a source that knows only that game. */
function gameSubjects(games: readonly GameDefinition[]): Subject[] {
  return games.flatMap((game) => {
    const source = gameSource([game]);
    return variantSubjects([game]).map((subject): Subject => ({ ...subject, source }));
  });
}

/** The shipped games, each with every combination of its options. */
export function shippedSubjects(): Subject[] {
  return gameSubjects(SHIPPED_GAMES.map(({ game }) => game));
}

/** The classics (Klondike, FreeCell, Canfield, ...) and Meridian, each with every combination of its options. */
export function exampleSubjects(): Subject[] {
  return gameSubjects([...CLASSIC_GAMES.map(({ game }) => game), meridian]);
}

/** Every subject: the shipped games' option combinations, then the examples'. */
export function allSubjects(): Subject[] {
  return [...shippedSubjects(), ...exampleSubjects()].map(printedAsLabel);
}

/** Makes fast-check print a subject in a counterexample by its label, not the whole variant and game. */
function printedAsLabel(subject: Subject): Subject {
  return Object.defineProperty(subject, fc.toStringMethod, { value: () => subject.label, enumerable: false });
}
