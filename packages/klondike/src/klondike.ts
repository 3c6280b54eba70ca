import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Klondike's rule options: how many cards a turn of the stock shows, how often the waste goes round, and the score. */
export type KlondikeOptions = {
  /** Cards turned from the stock at a time; only the top one of them is playable. */
  readonly draw: 1 | 3;
  /** How many times the waste may be turned over into a new stock: without limit, never (a single pass), or twice (three passes). */
  readonly redeals: 'unlimited' | 0 | 2;
  /** Vegas scoring: the game is bought for 52 points and pays 5 for every card brought home. */
  readonly vegasScoring: boolean;
};

/** The name for a set of options: "Klondike", "Klondike (draw three)", "Vegas Klondike (draw three, three passes)". */
function nameFor({ draw, redeals, vegasScoring }: KlondikeOptions): string {
  const passes = { unlimited: 'unlimited passes', 0: 'single pass', 2: 'three passes' }[redeals];
  const usual = vegasScoring ? (draw === 1 ? 0 : 2) : 'unlimited';
  const notes = [...(draw === 3 ? ['draw three'] : []), ...(redeals === usual ? [] : [passes])];
  const game = vegasScoring ? 'Vegas Klondike' : 'Klondike';
  return notes.length === 0 ? game : `${game} (${notes.join(', ')})`;
}

/**
 * The variant for a set of options: seven columns of one to seven cards with the top card face up, built
 * down in alternating colours (the vocabulary's default building); only Kings fill a gap.
 */
function klondikeConfig(options: KlondikeOptions): GameVariantConfig {
  return {
    name: nameFor(options),
    difficulty: options.draw === 3 || options.redeals !== 'unlimited' ? 'hard' : 'medium',
    layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) },
    rules: {
      tableau: { emptyAccepts: 'king' },
      stock: { kind: 'draw-to-waste', draw: options.draw, redeals: options.redeals },
      ...(options.vegasScoring ? { scoring: { start: -52, perCardToFoundation: 5 } } : {}),
    },
  };
}

/**
 * Klondike: seven columns built down in alternating colours, a stock turned onto a waste. Draw one or three,
 * unlimited passes, a single pass or three, and Vegas scoring are options; presets name the usual games.
 * @example
 * const game = new Game(klondike.variant({ draw: 3 }), { seed: 1 });
 */
export const klondike: GameDefinition<KlondikeOptions> = /* @__PURE__ */ definePrecheckedGame<KlondikeOptions>({
  id: 'klondike',
  name: 'Klondike',
  family: 'Klondike',
  otherNames: ['Patience', 'Solitaire'],
  difficulty: 'medium',
  description: 'Seven columns built down in alternating colours, a stock turned onto a waste.',
  options: {
    draw: {
      label: 'Cards turned at a time',
      default: 1,
      choices: [
        { value: 1, label: 'One', description: 'The stock is turned one card at a time.' },
        { value: 3, label: 'Three', description: 'The stock is turned three cards at a time, and only the top one of them may be played.' },
      ],
    },
    redeals: {
      label: 'Passes through the stock',
      default: 'unlimited',
      choices: [
        { value: 'unlimited', label: 'Unlimited', description: 'The waste may be turned over to make a new stock as often as you like.' },
        { value: 0, label: 'A single pass', description: 'The stock is gone through once (Vegas, draw one).' },
        { value: 2, label: 'Three passes', description: 'The waste may be turned over twice (Vegas, draw three).' },
      ],
    },
    vegasScoring: {
      label: 'Vegas scoring',
      default: false,
      choices: [
        { value: false, label: 'No score', description: 'No score is kept.' },
        { value: true, label: 'Vegas', description: 'The game is bought for 52 points and pays 5 for every card brought to the foundations.' },
      ],
    },
  },
  presets: [
    { id: 'draw-3', name: 'Klondike (draw three)', options: { draw: 3 } },
    { id: 'vegas', name: 'Vegas Klondike', options: { redeals: 0, vegasScoring: true } },
    { id: 'vegas-draw-3', name: 'Vegas Klondike (draw three)', options: { draw: 3, redeals: 2, vegasScoring: true } },
  ],
  tips: [
    { tip: 'Turn up face-down cards first: of two moves, prefer the one from the column with more cards still face down.', source: STRATEGY_SOURCE },
    { tip: 'Do not empty a column unless a King (or a King-led run) is ready to move into it: only a King may fill the gap.', source: STRATEGY_SOURCE },
    { tip: 'Aces and twos can always go home; think before sending higher cards, which may still be needed to hold a card of the other colour.', source: STRATEGY_SOURCE },
    { tip: 'With draw three, playing one card from the waste changes which cards come up on every later pass: count ahead before you play.', source: STRATEGY_SOURCE },
  ],
  config: klondikeConfig,
});
