import type { ManifestGame } from './manifest-types.js';

/**
 * The line that tells a preset from its game's others: each option it sets away from the default, by the
 * words the rules page uses ("Suits: Two suits"), or "The standard rules".
 */
export function presetDifference(game: ManifestGame, options: Readonly<Record<string, string | number | boolean>>): string {
  const changed = game.options.flatMap((o) => {
    const value = options[o.key];
    if (value === undefined || value === o.default) return [];
    const choice = o.choices.find((c) => c.value === value);
    return [`${o.label}: ${choice?.label ?? String(value)}`];
  });
  return changed.length > 0 ? changed.join('; ') : 'The standard rules';
}
