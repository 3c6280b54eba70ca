/**
 * The games the command line knows, and how a name typed on it finds one. The one module that imports the
 * game packages: when the shipped-games list moves into a package of its own, only this file changes.
 */
import type { GameDefinition, GamePreset, OptionValues } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';

/** A shipped game and the npm package it comes from (recorded in a study's summary). */
export interface ShippedGame {
  readonly game: GameDefinition;
  readonly pkg: string;
}

/** Every shipped game, in the order `patience list` prints them. */
export const SHIPPED_GAMES: readonly ShippedGame[] = [
  { game: easthaven, pkg: '@patience/easthaven' },
  { game: spider, pkg: '@patience/spider' },
  { game: spiderette, pkg: '@patience/spider' },
  { game: seahaven, pkg: '@patience/seahaven' },
];

/** Short names a player types for a game whose id is long: `seahaven` for Seahaven Towers. */
const ALIASES: Readonly<Record<string, string>> = {
  seahaven: 'seahaven-towers',
};

/** A game and one of its presets, as a name such as `spider/2-suits` stands for them. */
export interface NamedPreset {
  readonly shipped: ShippedGame;
  readonly game: GameDefinition;
  readonly preset: GamePreset<OptionValues>;
}

/** A preset as the command line names it: `spider/2-suits`, or `spider` for the standard one. */
export function presetName(game: GameDefinition, preset: GamePreset<OptionValues>): string {
  return preset.id === 'standard' ? game.id : `${game.id}/${preset.id}`;
}

/** Every name `findGame` accepts, aliases included, for suggestions. */
export function gameNames(): string[] {
  const names = SHIPPED_GAMES.flatMap(({ game }) => game.presets.map((p) => presetName(game, p)));
  for (const [alias, id] of Object.entries(ALIASES)) {
    const shipped = SHIPPED_GAMES.find((s) => s.game.id === id);
    if (shipped) names.push(...shipped.game.presets.map((p) => presetName(shipped.game, p).replace(id, alias)));
  }
  return names;
}

/**
 * The game and preset a name stands for (`spider`, `spider/2-suits`, `seahaven/relaxed`; any case), or the
 * sentence saying why there is none, with the nearest name suggested.
 */
export function findGame(name: string): NamedPreset | { readonly problem: string } {
  const [typed = '', presetId = 'standard', ...rest] = name.trim().toLowerCase().split('/');
  const gameId = ALIASES[typed] ?? typed;
  const shipped = SHIPPED_GAMES.find((s) => s.game.id === gameId);
  const preset = rest.length === 0 ? shipped?.game.presets.find((p) => p.id === presetId) : undefined;
  if (shipped && preset) return { shipped, game: shipped.game, preset };
  const nearest = nearestName(name, gameNames());
  const hint = nearest === null ? ' Run `patience list` to see every game.' : ` Did you mean "${nearest}"? (\`patience list\` shows every game.)`;
  if (!shipped) return { problem: `There is no game "${typed}".${hint}` };
  return { problem: `${shipped.game.name} has no variant "${[presetId, ...rest].join('/')}".${hint}` };
}

/** The name closest to `typed` by edit distance, if it is close enough to be what was meant. */
export function nearestName(typed: string, names: readonly string[]): string | null {
  const text = typed.trim().toLowerCase();
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const name of names) {
    const d = editDistance(text, name);
    // At equal distance, the name that shares the longer start with what was typed (spider/2-suit: 2-suits).
    if (d < bestDistance || (d === bestDistance && best !== null && commonStart(text, name) > commonStart(text, best))) {
      best = name;
      bestDistance = d;
    }
  }
  // Further than a third of the name (and at least 3 edits) is a different word, not a typo.
  return best !== null && bestDistance <= Math.max(3, Math.ceil(best.length / 3)) ? best : null;
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/** Levenshtein distance: insertions, deletions and substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
