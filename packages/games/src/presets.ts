import type { GameDefinition, GamePreset, OptionValues } from '@patience/core';
import { findShippedGame, SHIPPED_GAMES } from './shipped.js';

/** A preset of a shipped game, with the name the commands use for it. */
export interface ShippedPreset {
  /** `spider/2-suits`, or the game's id alone for its standard preset. */
  readonly name: string;
  readonly game: GameDefinition;
  readonly preset: GamePreset<OptionValues>;
}

/** A shipped game's preset as the commands name it: `spider/2-suits`, or `spider` for the standard one. */
export function presetName(game: GameDefinition, preset: GamePreset<OptionValues>): string {
  return preset.id === 'standard' ? game.id : `${game.id}/${preset.id}`;
}

/**
 * Every preset of every shipped game, in {@link SHIPPED_GAMES} order: what `list` commands print.
 * @example shippedPresets().map((p) => p.name).slice(0, 3) // ['easthaven', 'easthaven/pysolfc', 'spider']
 */
export function shippedPresets(): ShippedPreset[] {
  return SHIPPED_GAMES.flatMap(({ game }) => game.presets.map((preset) => ({ name: presetName(game, preset), game, preset })));
}

/**
 * The shipped game and preset a name such as `spider/2-suits` stands for (a game alone: its standard
 * preset; the game by any of its names, so `seahaven/relaxed` works), or the sentence saying why there is
 * none (a command adds the list of what there is, from {@link shippedPresets}, in its own layout).
 * @example findShippedPreset('seahaven') // { game: seahaven, preset: its standard preset }
 */
export function findShippedPreset(name: string): { readonly game: GameDefinition; readonly preset: GamePreset<OptionValues> } | { readonly problem: string } {
  const [gameName = '', presetId = 'standard', ...rest] = name.split('/');
  const game = rest.length === 0 ? findShippedGame(gameName)?.game : undefined;
  if (!game) {
    return { problem: `There is no game "${rest.length === 0 ? gameName : name}".` };
  }
  const preset = game.presets.find((p) => p.id === presetId.trim().toLowerCase());
  return preset ? { game, preset } : { problem: `${game.name} has no preset "${presetId}".` };
}
