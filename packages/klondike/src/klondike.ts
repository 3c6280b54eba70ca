import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';
import type { ScoringRules } from '@patience/core/rules';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Klondike's rule options: how many cards a turn of the stock shows, how often the waste goes round, and the score. */
export type KlondikeOptions = {
  /** Cards turned from the stock at a time; only the top one of them is playable. */
  readonly draw: 1 | 3;
  /** How many times the waste may be turned over into a new stock: without limit, never (a single pass), or twice (three passes). */
  readonly redeals: 'unlimited' | 0 | 2;
  /**
   * Vegas scoring: the game is bought for 52 points and pays 5 for every card brought home. Without it the game
   * keeps the standard (Windows) score: 10 a card brought home, 5 a card from the waste to a column, 5 a card turned up.
   */
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

/** Vegas scoring: the game is bought for 52 points and each card brought home pays 5. */
const VEGAS_SCORING = { start: -52, perCardToFoundation: 5 } as const;

/**
 * The standard score, as Windows Solitaire keeps it: 10 a card brought to a foundation, and 15 off for one taken
 * back (the 10 it earned and 5 more); 5 a card played from the waste to a column; 5 a card turned up in a column;
 * and turning the waste over costs 100 from the second pass in draw one, 20 from the fourth pass in draw three.
 */
function standardScoring(draw: KlondikeOptions['draw']): Partial<ScoringRules> {
  return {
    perCardToFoundation: 10, perCardTakenBack: -5, perWasteToTableau: 5, perCardTurnedUp: 5,
    ...(draw === 1 ? { perRedeal: -100 } : { perRedeal: -20, freeRedeals: 2 }),
  };
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
      scoring: options.vegasScoring ? VEGAS_SCORING : standardScoring(options.draw),
    },
  };
}

/**
 * Klondike: seven columns built down in alternating colours, a stock turned onto a waste. Draw one or three,
 * unlimited passes, a single pass or three, and the standard or Vegas score are options; presets name the usual games.
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
        { value: false, label: 'Standard', description: 'The standard score: 10 points a card brought to the foundations (15 off for one taken back), 5 a card from the waste to a column, 5 a card turned up; turning the waste over costs 100 in draw one, 20 after the third pass in draw three.' },
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
