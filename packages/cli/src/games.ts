/**
 * How a name typed on the command line finds a game, on top of `@patience/games`, the repository's
 * one list of every game (shipped and classic) and their names (ids and aliases such as `seahaven`), so that every command
 * lists and finds games the same way as every other tool. What is the command line's own: the sentence for a
 * name it does not know, with the nearest name suggested.
 */
import type { GameDefinition, GamePreset, OptionValues } from '@patience/core';
import { editDistance } from '@patience/core/rules';
import { findGame as findListedGame, GAMES, presetName, type ShippedGame } from '@patience/games';

import { quoted } from './printable.js';

export { GAMES, presetName, type ShippedGame };

/** A game and one of its presets, as a name such as `spider/2-suits` stands for them. */
export interface NamedPreset {
  readonly shipped: ShippedGame;
  readonly game: GameDefinition;
  readonly preset: GamePreset<OptionValues>;
}

/**
 * Every name `findGame` accepts, for suggestions: each preset under the game's id, then under each other
 * name the game is found by (`seahaven/relaxed` as well as `seahaven-towers/relaxed`).
 */
export function gameNames(): string[] {
  const byId = GAMES.flatMap(({ game }) => game.presets.map((p) => presetName(game, p)));
  const byAlias = GAMES.flatMap(({ game, names }) => names.filter((n) => n !== game.id)
    .flatMap((alias) => game.presets.map((p) => presetName(game, p).replace(game.id, alias))));
  return [...byId, ...byAlias];
}

/**
 * The game and preset a name stands for (`spider`, `spider/2-suits`, `seahaven/relaxed`; any case), or the
 * sentence saying why there is none, with the nearest name suggested.
 */
export function findGame(name: string): NamedPreset | { readonly problem: string } {
  const [typed = '', presetId = 'standard', ...rest] = name.trim().toLowerCase().split('/');
  const shipped = findListedGame(typed);
  const preset = rest.length === 0 ? shipped?.game.presets.find((p) => p.id === presetId) : undefined;
  if (shipped && preset) return { shipped, game: shipped.game, preset };
  const nearest = nearestName(name, gameNames());
  const hint = nearest === null ? ' Run `patience list` to see every game.' : ` Did you mean "${nearest}"? (\`patience list\` shows every game.)`;
  if (!shipped) return { problem: `There is no game ${quoted(typed)}.${hint}` };
  return { problem: `${shipped.game.name} has no variant ${quoted([presetId, ...rest].join('/'))}.${hint}` };
}

/** The name closest to `typed` by edit distance, if it is close enough to be what was meant. */
export function nearestName(typed: string, names: readonly string[]): string | null {
  const text = typed.trim().toLowerCase();
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of names) {
    // Further than a third of the name (and at least 3 edits) is a different word, not a typo; a name whose length
    // differs by more than that is further still, so its distance (which costs the product of the lengths) is skipped.
    if (Math.abs(text.length - name.length) > typoLimit(name)) continue;
    const d = editDistance(text, name);
    // At equal distance, the name that shares the longer start with what was typed (spider/2-suit: 2-suits).
    if (d < bestDistance || (d === bestDistance && best !== null && commonStart(text, name) > commonStart(text, best))) {
      best = name;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= typoLimit(best) ? best : null;
}

function typoLimit(name: string): number {
  return Math.max(3, Math.ceil(name.length / 3));
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}
