import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';
import type { DealWithEmptyPiles } from '@patience/core/rules';

/** Easthaven's rule options. Each answers a question on which the rule sources disagree. */
export type EasthavenOptions = {
  /** What may fill an empty column: a King or King-led run (default), or any card or run. */
  readonly emptyColumns: 'king' | 'any';
  /** Whether the stock may deal while a column is empty. */
  readonly dealWithEmptyColumns: DealWithEmptyPiles;
  /** Whether the top card of a foundation may be taken back into play. */
  readonly foundationTakeBack: boolean;
};

// Each tip names its source by what it is, as a reader knows it (the seed documents' numbers are for tests).
const SEED_000 = 'the classic Easthaven rules';
const SEED_001 = 'the Card Game Rules page';

/**
 * The variant for a set of options: only what differs from the game and from the vocabulary's defaults
 * (one deck, builds down in alternating colours with runs that follow the build, no scoring; a stock
 * with `emptyPiles` deals a row). The id, name,
 * family, description and options come from the game.
 */
function easthavenRules(options: EasthavenOptions): GameVariantConfig {
  return {
    layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 3, faceDown: 2 })) },
    rules: {
      tableau: { emptyAccepts: options.emptyColumns },
      foundations: { takeBack: options.foundationTakeBack },
      stock: { emptyPiles: options.dealWithEmptyColumns },
    },
  };
}

/**
 * Easthaven: Klondike's building on seven columns of three, with Spider's stock that deals a row across.
 * Options follow the rule sources where they disagree; the defaults are the 000 seed's rules.
 * @example
 * const game = new Game(easthaven.variant(), { seed: 1 });
 * const lenient = easthaven.variant({ dealWithEmptyColumns: 'allow-if-unfillable' });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const easthaven: GameDefinition<EasthavenOptions> = /* @__PURE__ */ definePrecheckedGame<EasthavenOptions>({
  id: 'easthaven',
  name: 'Easthaven',
  family: 'Klondike',
  difficulty: 'medium',
  description: 'Seven columns of three; build down in alternating colours; deal a row across when stuck.',
  options: {
    emptyColumns: {
      label: 'What fills an empty column',
      default: 'king',
      choices: [
        { value: 'king', label: 'A King or King-led run', description: 'Only a King, or a run led by a King, may fill an empty column (the classic Easthaven rules and the Card Game Rules page).' },
        { value: 'any', label: 'Any card or run', description: 'Any card or run may fill an empty column (PySolFC).' },
      ],
    },
    dealWithEmptyColumns: {
      label: 'Dealing while a column is empty',
      default: 'forbid',
      choices: [
        { value: 'forbid', label: 'Never', description: 'You may not deal while any column is empty (the classic Easthaven rules).' },
        { value: 'allow-if-unfillable', label: 'When no card can fill the gap', description: 'You may deal with a column empty only when no legal move can fill it (the Card Game Rules page, GNOME Aisleriot).' },
        { value: 'allow', label: 'Always', description: 'You may deal whatever columns are empty (PySolFC).' },
      ],
    },
    foundationTakeBack: {
      label: 'Taking cards back from the foundations',
      default: false,
      choices: [
        { value: false, label: 'Not allowed', description: 'Cards on the foundations stay there.' },
        { value: true, label: 'Allowed', description: 'The top card of a foundation may be moved back onto a column (PySolFC).' },
      ],
    },
  },
  presets: [
    { id: 'lenient-deals', name: 'Easthaven (deal past gaps no King can fill)', options: { dealWithEmptyColumns: 'allow-if-unfillable' } },
    { id: 'pysol', name: 'Easthaven (PySolFC rules)', options: { emptyColumns: 'any', dealWithEmptyColumns: 'allow', foundationTakeBack: true } },
  ],
  tips: [
    { tip: 'Think before clearing a column: you may not deal while it is empty, so decide first whether a King will fill it.', source: SEED_000 },
    { tip: 'Guard empty columns: fill one only when the King you place there starts a line of productive moves you can trace in advance.', source: SEED_000 },
    { tip: 'Turn up face-down cards before dealing: a freshly uncovered card can vanish under a dealt card.', source: SEED_000 },
    { tip: "Don't rush the foundations: mid-rank cards sent home early leave gaps in the sequences you need for building. Keep the suits roughly balanced.", source: SEED_000 },
    { tip: 'Make useful moves before adding a row: the stock may cover a carefully arranged run with a card that does not fit.', source: SEED_001 },
  ],
  config: easthavenRules,
});
