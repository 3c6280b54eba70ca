/**
 * Play-outs of catalogue games written with words of the vocabulary that no shipped game uses yet, so that each
 * word keeps every invariant in real play: Penguin's gaps (`emptyAccepts: "below-base"`).
 */
import { readFileSync } from 'node:fs';
import { defineGame, gameSource, type GameVariantConfig } from '@patience/core';
import { variantSubjects } from '@patience/test-support/subjects';
import type { Subject } from '../src/subjects.js';
import { describePlayOuts } from './support/play-outs.js';

/** A catalogue game as a game definition with no options, its variant read from the catalogue's file. */
function catalogueSubject(id: string): Subject {
  const entry = JSON.parse(readFileSync(new URL(`../../core/test/catalogue/games/${id}.json`, import.meta.url), 'utf8')) as
    { name: string; facts: string; variant: GameVariantConfig };
  // The game's own fields (id, name, family) come from the definition; the variant gives its deck, layout and rules.
  const config: GameVariantConfig = { deck: entry.variant.deck, layout: entry.variant.layout, rules: entry.variant.rules };
  const game = defineGame({ id, name: entry.name, difficulty: 'hard', description: entry.facts, options: {}, config: () => config });
  const source = gameSource([game]);
  const [subject] = variantSubjects([game]).map((s): Subject => ({ ...s, source }));
  return subject as Subject;
}

describePlayOuts([catalogueSubject('penguin')]);
