/**
 * Play-outs of catalogue games written with words of the vocabulary that no shipped game uses yet, so that each
 * word keeps every invariant in real play: Penguin's gaps (`emptyAccepts: "below-base"`), La Belle Lucie's and
 * Cruel's tableau dealt again (`rules.tableau.redeal`), and Grandfather's and Usk's dealt again in the opening
 * deal's pattern (`perPile: "as-dealt"`, face-down cards and all in Grandfather's). As in the soak, each play-out's moves are replayed on the
 * solver's compact engine beside core's, which must agree at every step.
 */
import { readFileSync } from 'node:fs';
import { defineGame, gameSource, type GameVariantConfig } from '@patience/core';
import { pileIds } from '@patience/core/engine';
import { mulberry32 } from '@patience/core/random';
import { engineDisagreementOnLine } from '@patience/solver/agreement';
import { variantSubjects } from '@patience/test-support/subjects';
import { describe, expect, it } from 'vitest';
import { finishingPlayer, playOut } from '../src/play-out.js';
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

const NEW_WORDS: readonly Subject[] = [catalogueSubject('penguin'), catalogueSubject('cruel'), catalogueSubject('la-belle-lucie'),
  catalogueSubject('grandfather'), catalogueSubject('usk')];

describePlayOuts(NEW_WORDS);

describe.each(NEW_WORDS.map((s) => [s.label, s] as const))('%s on the solver\'s compact engine', (_, subject) => {
  it('agrees with core at every step of 20 played-out deals, and on the way back', () => {
    const pileIndex = new Map(pileIds(subject.variant).map((id, i) => [id as string, i]));
    for (let seed = 1; seed <= 20; seed++) {
      const result = playOut(subject, seed, finishingPlayer(mulberry32(seed), pileIndex), { stepCap: 300, fullCheck: () => false, saveCheck: () => false });
      expect(engineDisagreementOnLine(subject.variant, seed, result.moves)).toBeNull();
    }
  });
});
