import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';

/** Seahaven Towers' rule options. */
export type SeahavenOptions = {
  /**
   * How many cards a run move may carry: what single-card moves through the empty towers could do, that
   * is empty towers + 1 (default); that doubled for each other empty column, as the 002 seed's sentence
   * says; or any run.
   */
  readonly runLimit: 'free-spaces' | 'doubling-per-empty-pile' | 'unlimited';
};

// Each tip names its source by what it is, as a reader knows it (the seed document's number is for tests).
const SEED_002 = 'the Seahaven Towers rules';

/**
 * Which towers the two cards left over from the tableau go to: the middle two, as in Art Cabral's
 * original, PySolFC and GNOME Aisleriot. The 002 seed says only "two of the towers".
 */
const TOWERS = [{ cards: 0 }, { cards: 1 }, { cards: 1 }, { cards: 0 }];

/**
 * The variant for a set of options: only what differs from the game and from the vocabulary's defaults (one
 * deck, no stock, foundations up by suit, runs that follow the build, no scoring).
 */
function seahavenRules(options: SeahavenOptions): GameVariantConfig {
  return {
    layout: { tableau: Array.from({ length: 10 }, () => ({ cards: 5 })), cells: TOWERS, cellName: 'tower' },
    rules: {
      tableau: { build: { match: 'same-suit' }, runLimit: options.runLimit, emptyAccepts: 'king' },
    },
  };
}

/**
 * Seahaven Towers: all 52 cards face up on ten columns of five, the last two in the middle two of four
 * towers (cells); build down in suit; only Kings fill an empty column.
 * @example
 * const game = new Game(seahaven.variant(), { seed: 42 });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const seahaven: GameDefinition<SeahavenOptions> = /* @__PURE__ */ definePrecheckedGame<SeahavenOptions>({
  id: 'seahaven-towers',
  name: 'Seahaven Towers',
  family: 'FreeCell',
  otherNames: ['Seahaven'],
  difficulty: 'hard',
  description: 'Every card in sight: ten columns built down in suit, four towers, and only Kings fill a gap.',
  options: {
    runLimit: {
      label: 'How many cards a run move carries',
      default: 'free-spaces',
      choices: [
        {
          value: 'free-spaces',
          label: 'Empty towers + 1',
          description: "As many as could move one by one through the empty towers: empty towers + 1. Empty columns add nothing, since they take only Kings (the Seahaven Towers rules' proviso; PySolFC, Aisleriot, KPatience, fc-solve).",
        },
        {
          value: 'doubling-per-empty-pile',
          label: 'Doubled per empty column',
          description: "Empty towers + 1, doubled for each empty column that is not the destination, as a sentence of the Seahaven Towers rules says.",
        },
        { value: 'unlimited', label: 'Any run ("relaxed")', description: 'Any same-suit run moves as a unit, however long.' },
      ],
    },
  },
  presets: [
    { id: 'doubling', name: 'Seahaven Towers (doubling per empty column)', options: { runLimit: 'doubling-per-empty-pile' } },
    { id: 'relaxed', name: 'Seahaven Towers (relaxed)', options: { runLimit: 'unlimited' } },
  ],
  tips: [
    { tip: 'Uncover the Aces early: freeing Aces and Twos clears space and relieves pressure on the towers.', source: SEED_002 },
    { tip: 'Empty columns are precious: since only Kings can fill them, do not clear a column unless a King is ready to occupy it.', source: SEED_002 },
    { tip: 'Protect the towers: with two of the four occupied from the start, plan an exit route before placing a card in one.', source: SEED_002 },
    { tip: 'Look for natural runs: consolidate split suits within the tableau before using the towers.', source: SEED_002 },
  ],
  config: seahavenRules,
});
