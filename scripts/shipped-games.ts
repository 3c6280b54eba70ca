/**
 * Every shipped game, with the package that exports it and the name it is exported as: the one list the
 * repository's scripts (the main job, the rules pages, the benchmark) read, so a new game is added once.
 */
import type { GameDefinition, GamePreset, OptionValues } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';

export interface ShippedGame {
  readonly game: GameDefinition;
  readonly pkg: string;
  readonly exportName: string;
}

export const SHIPPED_GAMES: readonly ShippedGame[] = [
  { game: easthaven, pkg: '@patience/easthaven', exportName: 'easthaven' },
  { game: spider, pkg: '@patience/spider', exportName: 'spider' },
  { game: spiderette, pkg: '@patience/spider', exportName: 'spiderette' },
  { game: seahaven, pkg: '@patience/seahaven', exportName: 'seahaven' },
];

/** A shipped game's preset as the command line names it: `spider/2-suits`, or `spider` for the standard one. */
export function presetName(game: GameDefinition, preset: GamePreset<OptionValues>): string {
  return preset.id === 'standard' ? game.id : `${game.id}/${preset.id}`;
}

/**
 * The shipped game and preset a name such as `spider/2-suits` stands for (`spider` alone: its standard
 * preset), or the sentence saying why there is none, as `pnpm deal` and `pnpm study` refuse it.
 */
export function findShippedPreset(name: string): { readonly game: GameDefinition; readonly preset: GamePreset<OptionValues> } | { readonly problem: string } {
  const [gameId = '', presetId = 'standard'] = name.split('/');
  const game = SHIPPED_GAMES.find((s) => s.game.id === gameId)?.game;
  if (!game) return { problem: `There is no game "${gameId}".` };
  const preset = game.presets.find((p) => p.id === presetId);
  return preset ? { game, preset } : { problem: `${game.name} has no preset "${presetId}".` };
}
