/**
 * Play-outs of catalogue games written with words of the vocabulary that no shipped game uses yet, so that each
 * word keeps every invariant in real play: Penguin's gaps (`emptyAccepts: "below-base"`), La Belle Lucie's and
 * Cruel's tableau dealt again (`rules.tableau.redeal`), and Grandfather's and Usk's dealt again in the opening
 * deal's pattern (`perPile: "as-dealt"`, face-down cards and all in Grandfather's); Shamrocks' fans of three at most
 * (`maxCards`), Dead King Golf's Kings that close the waste (`closedByKing`), House in the Wood's thirty-five fans,
 * Irmgard's short last row to the middle columns (`shortRow`), Good Measure's two Aces of four (`baseCardsPlaced`),
 * Citadel's and Die Königsbergerin's cards played home as they are dealt (`playDuringDeal`), Aces Up's discards by
 * suit (`pairBy: "higher-of-suit"`, won with the Aces left), and the grids of Montana, Gaps, Red Moon and Blue Moon
 * (`rules.tableau.grid`, each with its Aces placed its own way, and their redeals). As in the soak, each
 * play-out's moves are replayed on the solver's compact engine beside core's, which must agree at every step.
 */
import { pileIds } from '@patience/core/engine';
import { mulberry32 } from '@patience/core/random';
import { engineDisagreementOnLine } from '@patience/solver/agreement';
import { describe, expect, it } from 'vitest';
import { finishingPlayer, playOut } from '../src/play-out.js';
import { catalogueEntries, catalogueSubject, type Subject } from '../src/subjects.js';
import { describePlayOuts } from './support/play-outs.js';

const NEW_WORDS: readonly Subject[] = catalogueEntries()
  .filter(({ id }) => ['penguin', 'cruel', 'la-belle-lucie', 'grandfather', 'usk', 'shamrocks', 'dead-king-golf', 'house-in-the-wood',
    'irmgard', 'good-measure', 'citadel', 'die-koenigsbergerin', 'aces-up', 'montana', 'gaps', 'red-moon', 'blue-moon'].includes(id))
  .map(catalogueSubject);

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
