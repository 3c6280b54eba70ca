import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';
import type { SuitMatch } from '@patience/core/rules';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Yukon and Russian Solitaire have no options. */
export type NoOptions = Record<string, never>;

/**
 * Klondike's seven columns with four more face-up cards on all but the first; any face-up card moves with
 * every card on it, in sequence or not; only a King fills a gap; no stock. Building is the games' difference.
 */
function yukonConfig(match: SuitMatch): GameVariantConfig {
  return {
    layout: { tableau: [0, 1, 2, 3, 4, 5, 6].map((faceDown) => ({ cards: faceDown === 0 ? 1 : faceDown + 5, faceDown })) },
    rules: { tableau: { build: { match }, pickUp: { kind: 'any-face-up' }, emptyAccepts: 'king' } },
  };
}

/**
 * Yukon: build down in alternating colours; any face-up card moves with everything on top of it.
 * @example
 * const game = new Game(yukon.variant(), { seed: 1 });
 */
export const yukon: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'yukon',
  name: 'Yukon',
  family: 'Yukon',
  difficulty: 'hard',
  description: 'Like Klondike without a stock: any face-up card moves with all the cards on top of it.',
  options: {},
  tips: [
    { tip: 'Any face-up card moves with everything on top of it: move a group off a column to reach the face-down cards beneath it.', source: STRATEGY_SOURCE },
    { tip: 'Turn up the face-down cards of the longest columns first: they hold most of what you cannot see.', source: STRATEGY_SOURCE },
    { tip: 'Only a King may fill an empty column: empty one only when a King is ready to go there.', source: STRATEGY_SOURCE },
  ],
  config: () => yukonConfig('alternate-colour'),
});

/**
 * Russian Solitaire: Yukon building down in suit.
 * @example
 * const game = new Game(russianSolitaire.variant(), { seed: 1 });
 */
export const russianSolitaire: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'russian-solitaire',
  name: 'Russian Solitaire',
  family: 'Yukon',
  difficulty: 'expert',
  description: 'Yukon building down in suit.',
  options: {},
  tips: [
    { tip: 'Building in suit gives each card one place to go: know where the card one rank above it in its suit lies before you uncover it.', source: STRATEGY_SOURCE },
    { tip: 'Any face-up card moves with everything on top of it: move a group off a column to reach the face-down cards beneath it.', source: STRATEGY_SOURCE },
    { tip: 'Only a King may fill an empty column: empty one only when a King is ready to go there.', source: STRATEGY_SOURCE },
  ],
  config: () => yukonConfig('same-suit'),
});
