import type { GameDefinition, GamePreset, OptionValues } from '@patience/core';
import { findGame, GAMES } from './shipped.js';

/** A preset of a published game, with the name the commands use for it. */
export interface ShippedPreset {
  /** `spider/2-suits`, or the game's id alone for its standard preset. */
  readonly name: string;
  readonly game: GameDefinition;
  readonly preset: GamePreset<OptionValues>;
}

/** A game's preset as the commands name it: `spider/2-suits`, or `spider` for the standard one. */
export function presetName(game: GameDefinition, preset: GamePreset<OptionValues>): string {
  return preset.id === 'standard' ? game.id : `${game.id}/${preset.id}`;
}

/**
 * Every preset of every game, in {@link GAMES} order: what `list` commands print.
 * @example gamePresets().map((p) => p.name).slice(0, 3) // ['easthaven', 'easthaven/pysolfc', 'spider']
 */
export function gamePresets(): ShippedPreset[] {
  return GAMES.flatMap(({ game }) => game.presets.map((preset) => ({ name: presetName(game, preset), game, preset })));
}

/**
 * The game and preset a name such as `spider/2-suits` stands for (a game alone: its standard
 * preset; the game by any of its names, so `seahaven/relaxed` works), or the sentence saying why there is
 * none (a command adds the list of what there is, from {@link gamePresets}, in its own layout).
 * @example findPreset('seahaven') // { game: seahaven, preset: its standard preset }
 */
export function findPreset(name: string): { readonly game: GameDefinition; readonly preset: GamePreset<OptionValues> } | { readonly problem: string } {
  const [gameName = '', presetId = 'standard', ...rest] = name.split('/');
  const game = rest.length === 0 ? findGame(gameName)?.game : undefined;
  if (!game) {
    return { problem: `There is no game "${rest.length === 0 ? gameName : name}".` };
  }
  const preset = game.presets.find((p) => p.id === presetId.trim().toLowerCase());
  return preset ? { game, preset } : { problem: `${game.name} has no preset "${presetId}".` };
}
