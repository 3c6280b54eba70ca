/**
 * What the reliability suite plays: every shipped game, every classic (`@patience/games` lists both) and
 * Meridian, the example game of our own, each with every combination of its option values. Each subject knows where
 * {@link Game.load} finds its variant again, so saves are loaded the way an app loads them. (Core's
 * Spider-like and Easthaven-like fixtures, once played here too, have the very rules of one-suit Spider and
 * of Easthaven's defaults, which the shipped subjects play.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { defineGame, gameSource, parseVariant, type GameDefinition, type GameVariantConfig } from '@patience/core';
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

/** A game of core's catalogue (`packages/core/test/catalogue/games`), as its file gives it. */
export interface CatalogueEntry {
  readonly id: string;
  readonly name: string;
  readonly status: 'exact' | 'approximate' | 'not-expressible';
  readonly facts: string;
  readonly variant?: GameVariantConfig;
}

const CATALOGUE = new URL('../../core/test/catalogue/games/', import.meta.url);

/** Every game of core's catalogue, in file-name order. */
export function catalogueEntries(): CatalogueEntry[] {
  return readdirSync(CATALOGUE).filter((file) => file.endsWith('.json')).sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, CATALOGUE), 'utf8')) as CatalogueEntry);
}

/**
 * A catalogue game as a game definition with no options, loaded from a source that knows it, as an app loads a
 * save. The game's own fields come from the definition; the variant gives its deck, layout and rules. Its config
 * goes through parseVariant first, so a config the vocabulary refuses is named by its field before any play.
 */
export function catalogueSubject(entry: CatalogueEntry): Subject {
  if (entry.variant === undefined) throw new Error(`${entry.id}: a catalogue game with no variant`);
  parseVariant(entry.variant);
  const { deck, layout, rules } = entry.variant;
  const config: GameVariantConfig = { deck, layout, rules };
  const game = defineGame({ id: entry.id, name: entry.name, difficulty: 'hard', description: entry.facts, options: {}, config: () => config });
  const [subject] = gameSubjects([game]);
  if (subject === undefined) throw new Error(`${entry.id}: no variant to play`);
  return subject;
}

/** Every subject: the shipped games' option combinations, then the examples'. */
export function allSubjects(): Subject[] {
  return [...shippedSubjects(), ...exampleSubjects()].map(printedAsLabel);
}

/** Makes fast-check print a subject in a counterexample by its label, not the whole variant and game. */
function printedAsLabel(subject: Subject): Subject {
  return Object.defineProperty(subject, fc.toStringMethod, { value: () => subject.label, enumerable: false });
}
